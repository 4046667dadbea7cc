import type { Viewer } from '../auth/guard';
import { isOwner } from '../auth/roles';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { guardedUpdate } from '../guarded-write';
import { messages } from '../messages';
import { toCents } from '../money';
import { orderPageUrl } from '../orders/notify';
import { canPayOnline } from '../orders/status';
import { cardCurrency, toMinorUnits } from './currency';
import { currentRate } from './rates';
import { stripeClient } from './stripe';
import { Order, type LeanOrder } from '@/models/Order';

/** Most card payment sessions one order may open (each is a Stripe call). */
const MAX_SESSIONS = 20;
const paymentMessages = messages.payment;

async function payableOrder(viewer: Viewer, orderId: string): Promise<LeanOrder> {
  const order = await Order.findById(orderId).lean<LeanOrder>();
  if (!order) throw new AppError('notFound');
  if (!isOwner(viewer, order.user?._id)) throw new AppError('ordersForbidden');
  const open = (order.checkoutSessions?.length ?? 0) < MAX_SESSIONS;
  if (!canPayOnline({ paymentType: order.paymentType, currentStatus: order.currentStatus ?? '' }) || toCents(order.total ?? 0) <= 0 || !open) {
    throw new AppError('validation', { message: paymentMessages.notPayable });
  }
  return order;
}

/** Stripe ends an unpaid Checkout Session after 24 hours; one younger than this is worth asking about. */
const REUSABLE_SESSION_MS = 23 * 3600_000;

/**
 * The payment page of a session this order opened for the same amount and currency that Stripe
 * still has open, or null: asking again (a second tab, a reload) gets the same page rather than a
 * second session the buyer could also pay.
 */
async function openSessionUrl(
  stripe: NonNullable<ReturnType<typeof stripeClient>>,
  order: LeanOrder,
  amount: number,
  currency: string,
  now: Date,
): Promise<string | null> {
  const candidates = (order.checkoutSessions ?? []).filter(
    (c) => c.amount === amount && c.currency === currency && c.createdAt && now.getTime() - new Date(c.createdAt).getTime() < REUSABLE_SESSION_MS,
  );
  const latest = candidates.at(-1);
  if (!latest?.sessionId) return null;
  const session = await stripe.checkout.sessions.retrieve(latest.sessionId).catch(() => null);
  return session?.status === 'open' && session.url ? session.url : null;
}

/**
 * GET /api/orders/payCheckout/?orderId= (the order's owner; OnlineStripe and Solicitado): answers
 * the page of a session the order opened before and Stripe still has open, or opens a Stripe
 * Checkout Session for the order's exact total, converted to the order's currency at the current
 * rate, and records the session with its amount, currency and rate on the order (the webhook
 * accepts only a payment matching that record). A new session first reserves one of the order's
 * MAX_SESSIONS in one guarded write, so parallel calls cannot open more. Answers { stripeUrl }.
 */
export async function createPayCheckout(viewer: Viewer, orderId: string, now = new Date()): Promise<{ stripeUrl: string }> {
  const stripe = stripeClient();
  if (!stripe) throw new AppError('validation', { message: paymentMessages.cardDisabled });
  await connectDb();
  const order = await payableOrder(viewer, orderId);
  const currency = cardCurrency(order.currencyData?.currencyName);
  const rate = await currentRate(currency);
  const amount = toMinorUnits(toCents(order.total ?? 0), rate);
  const reusable = await openSessionUrl(stripe, order, amount, currency, now);
  if (reusable) return { stripeUrl: reusable };
  const underCap = { $or: [{ checkoutSessionsOpened: { $exists: false } }, { checkoutSessionsOpened: { $lt: MAX_SESSIONS } }] };
  const reserved = await guardedUpdate(Order, orderId, { currentStatus: messages.orderStatus.requested, ...underCap }, { $inc: { checkoutSessionsOpened: 1 } });
  if (!reserved) throw new AppError('validation', { message: paymentMessages.notPayable });
  const page = orderPageUrl(viewer._id, orderId);
  const session = await stripe.checkout.sessions
    .create({
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency, unit_amount: amount, product_data: { name: paymentMessages.checkoutItem(order.orderNumber) } } }],
      metadata: { orderId, userId: viewer._id },
      client_reference_id: orderId,
      success_url: `${page}?successPaymentOrderId=${encodeURIComponent(orderId)}`,
      cancel_url: page,
    })
    .catch((error: unknown) => {
      throw new AppError('unavailable', { message: paymentMessages.failed, cause: error });
    });
  if (!session.url) throw new AppError('unavailable', { message: paymentMessages.failed });
  const record = { sessionId: session.id, amount, currency, exchangeValue: rate, createdAt: now };
  const update = { $set: { currencyData: { currencyName: currency, exchangeValue: rate } }, $push: { checkoutSessions: record } };
  if (!(await guardedUpdate(Order, orderId, { currentStatus: messages.orderStatus.requested }, update))) {
    await stripe.checkout.sessions.expire(session.id).catch((error: unknown) => console.error('[payments] could not expire session', session.id, error));
    throw new AppError('validation', { message: paymentMessages.notPayable });
  }
  return { stripeUrl: session.url };
}
