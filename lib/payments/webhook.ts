import type Stripe from 'stripe';
import { collectionsReady, connectDb, isDuplicateKey } from '../db';
import { AppError } from '../errors';
import { guardedUpdate } from '../guarded-write';
import { messages } from '../messages';
import { notifyOrderUpdated } from '../orders/notify';
import { parseObjectId } from '../orders/schemas';
import { stripeClient, webhookSecret } from './stripe';
import { Order, type LeanOrder } from '@/models/Order';
import { StripeEvent } from '@/models/StripeEvent';

const s = messages.orderStatus;
type Session = Stripe.Checkout.Session;

/** Why a paid session must not mark its order paid, or null when it matches what the order recorded. */
export function paymentProblem(order: LeanOrder | null, session: Pick<Session, 'id' | 'amount_total' | 'currency' | 'metadata'>): string | null {
  if (!order) return 'unknown order';
  if (session.metadata?.userId !== String(order.user?._id)) return 'metadata.userId is not the order owner';
  const opened = (order.checkoutSessions ?? []).find((c) => c.sessionId === session.id);
  if (!opened) return 'session not opened for this order';
  if (session.amount_total !== opened.amount) return `amount ${session.amount_total} is not ${opened.amount}`;
  if (session.currency !== opened.currency) return `currency ${session.currency} is not ${opened.currency}`;
  return null;
}

/** The PaymentIntent id of a session (an id, or the expanded object), or null. */
function paymentIntentOf(session: Pick<Session, 'payment_intent'>): string | null {
  const intent = session.payment_intent;
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

/** A paid Checkout Session: Solicitado → Confirmado (guarded) with observation 'STRIPE <session id>', and the payment recorded. */
async function fulfil(session: Session, now: Date): Promise<void> {
  const orderId = parseObjectId(session.metadata?.orderId);
  const order = orderId ? await Order.findById(orderId).lean<LeanOrder>() : null;
  const problem = paymentProblem(order, session);
  if (problem || !order) return void console.error(`[payments] session ${session.id} not applied: ${problem}`);
  if (order.payment?.stripeSessionId === session.id) return; // already applied by another event of this session
  const note = `STRIPE ${session.id}`;
  const opened = order.checkoutSessions!.find((c) => c.sessionId === session.id)!;
  const update = {
    $set: {
      currentStatus: s.confirmed,
      currentStatusDate: now,
      paymentObservation: note,
      currencyData: { currencyName: opened.currency, exchangeValue: opened.exchangeValue },
      payment: {
        stripeSessionId: session.id,
        paidAt: now,
        amountPaid: session.amount_total,
        currency: session.currency,
        ...(paymentIntentOf(session) ? { paymentIntent: paymentIntentOf(session) } : {}),
      },
    },
    $push: { statuses: { status: s.confirmed, date: now, note } },
  };
  const paid = await guardedUpdate(Order, order._id, { currentStatus: s.requested }, update);
  if (!paid) {
    // Another event of this same session (delivered at the same moment) may have applied it first: not a problem.
    const current = await Order.findById(order._id, 'currentStatus payment').lean<LeanOrder>();
    if (current?.payment?.stripeSessionId === session.id) return;
    return recordExtraPayment(order, session, current?.currentStatus, now);
  }
  await notifyOrderUpdated(paid);
  await expireOtherSessions(paid, session.id);
}

/**
 * Once one session paid the order, the others it opened are expired at Stripe, so the buyer cannot
 * pay again from another tab; one that fails to expire (already paid, or Stripe unreachable) is
 * logged, and a payment through it is recorded as one to refund.
 */
async function expireOtherSessions(order: LeanOrder, paidSessionId: string): Promise<void> {
  const stripe = stripeClient();
  const others = (order.checkoutSessions ?? []).map((c) => c.sessionId).filter((id): id is string => Boolean(id) && id !== paidSessionId);
  for (const id of others) {
    await stripe?.checkout.sessions
      .expire(id)
      .catch((error: unknown) => console.error(`[payments] session ${id} of order #${order.orderNumber} not expired:`, (error as Error).message));
  }
}

/** A session paid after another had paid the order (or the order moved on): recorded once, for /adminCash to show as money to give back. */
async function recordExtraPayment(order: LeanOrder, session: Session, status: string | undefined, now: Date): Promise<void> {
  const extra = { sessionId: session.id, amount: session.amount_total, currency: session.currency, paidAt: now };
  await guardedUpdate(Order, order._id, { 'extraCardPayments.sessionId': { $ne: session.id } }, { $push: { extraCardPayments: extra } });
  console.error(`[payments] session ${session.id} paid order #${order.orderNumber} while it is ${status}: to refund (/adminCash)`);
}

/** Applies one verified event. Expired or failed sessions change nothing: the order stays as it is (payable again if unpaid). */
async function applyEvent(event: Stripe.Event, now: Date): Promise<void> {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return;
  const session = event.data.object;
  if (session.payment_status === 'paid') await fulfil(session, now);
}

/**
 * POST /api/webhooks/stripe: verifies the raw body against the Stripe-Signature header
 * (constructEventAsync, default 300 s tolerance; else 400), records the event id under its unique
 * index (a replay, or the same event delivered ten times at once, is applied once), then applies
 * it. If applying fails the record is removed, so Stripe's retry can apply it later.
 */
export async function handleStripeWebhook(request: Request, now = new Date()): Promise<{ received: true }> {
  const stripe = stripeClient();
  const secret = webhookSecret();
  // Nothing is read from a body that cannot be verified: without Stripe's keys or a signature it is refused unread.
  const signature = request.headers.get('stripe-signature');
  if (!stripe || !secret || !signature) throw new AppError('validation', { message: messages.payment.webhookInvalid });
  const raw = await request.text();
  const event = await stripe.webhooks.constructEventAsync(raw, signature, secret).catch((error: unknown) => {
    throw new AppError('validation', { message: messages.payment.webhookInvalid, cause: error });
  });
  await connectDb();
  await collectionsReady(StripeEvent);
  try {
    await StripeEvent.create({ eventId: event.id, type: event.type });
  } catch (error) {
    if (isDuplicateKey(error)) return { received: true };
    throw error;
  }
  try {
    await applyEvent(event, now);
  } catch (error) {
    await StripeEvent.deleteOne({ eventId: event.id });
    throw error;
  }
  return { received: true };
}
