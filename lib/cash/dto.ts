import type { ClaimRefundRow } from '../claims/dto';
import type { CourierCash } from './reconcile';

/** A card payment to give back: a second Stripe session paid for an order another had paid (amount in the currency's minor units). */
export type CardRefund = { orderId: string; orderNumber: number | null; sessionId: string; amount: number; currency: string; paidAt: string };

/** `claimRefunds`: what buyers' claims gave back to wallets and cards (lib/claims), newest first. */
export type CashReport = {
  couriers: (CourierCash & { name: string })[];
  totals: { collected: number; pending: number };
  cardRefunds: CardRefund[];
  claimRefunds: ClaimRefundRow[];
};
