import type Stripe from 'stripe';
import { AppError } from '../errors';
import type { LeanOrder } from '@/models/Order';
import { toMinorUnits } from '../payments/currency';
import { stripeClient } from '../payments/stripe';

/** The PaymentIntent that paid the order: recorded by the webhook, else asked of Stripe from the paid session. */
async function paymentIntentOf(stripe: Stripe, order: LeanOrder): Promise<string | null> {
  if (order.payment?.paymentIntent) return order.payment.paymentIntent;
  if (!order.payment?.stripeSessionId) return null;
  const session = await stripe.checkout.sessions.retrieve(order.payment.stripeSessionId);
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

/**
 * Gives `amountCents` (USD) of a claim back to the card that paid the order, through Stripe's
 * refund API, in the currency and at the rate the order was paid with. The idempotency key is the
 * claim's and the amount's, so a retry of the same refund (a timeout, a second click) is refunded
 * once by Stripe. Answers the refund's id; any failure is 502 with nothing refunded by the store.
 */
export async function refundToCard(order: LeanOrder, amountCents: number, claimId: string): Promise<string> {
  const stripe = stripeClient();
  if (!stripe) throw new AppError('claimCardRefundFailed');
  try {
    const intent = await paymentIntentOf(stripe, order);
    if (!intent) throw new Error(`order #${order.orderNumber} has no payment intent`);
    const refund = await stripe.refunds.create(
      {
        payment_intent: intent,
        amount: toMinorUnits(amountCents, order.currencyData?.exchangeValue ?? 1),
        reason: 'requested_by_customer',
        metadata: { orderId: String(order._id), claimId },
      },
      { idempotencyKey: `claim-refund-${claimId}-${amountCents}` },
    );
    return refund.id;
  } catch (error) {
    throw new AppError('claimCardRefundFailed', { cause: error });
  }
}
