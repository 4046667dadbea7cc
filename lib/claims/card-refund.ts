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

/** True for a Stripe failure after which a refund may or may not exist: the connection lost, or Stripe's own error. */
export function outcomeUnknown(error: unknown): boolean {
  const type = (error as { type?: string } | null)?.type;
  return type === 'StripeConnectionError' || type === 'StripeAPIError';
}

/**
 * Gives `amountCents` (USD) of a claim back to the card that paid the order, through Stripe's
 * refund API, in the currency and at the rate the order was paid with. The idempotency key is the
 * claim's and the amount's, so a retry of the same refund (a timeout, a second click) is refunded
 * once by Stripe. Answers the refund's id; a refusal is 502 with nothing refunded, a failure with
 * no answer 502 `claimCardRefundUnanswered`, left for the recovery sweep (lib/claims/recovery.ts).
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
    // No answer, or Stripe's own failure (5xx): the refund may have been made. Only a refusal says it was not.
    if (outcomeUnknown(error)) throw new AppError('claimCardRefundUnanswered', { cause: error });
    throw new AppError('claimCardRefundFailed', { cause: error });
  }
}
