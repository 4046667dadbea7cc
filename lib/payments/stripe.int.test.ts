import crypto from 'node:crypto';
import Stripe from 'stripe';
import webpush from 'web-push';
import * as pendingPayment from '@/app/api/orders/getPendingPaymentOrders/route';
import * as ordersOfUser from '@/app/api/orders/ofuser/[userId]/route';
import * as payCheckout from '@/app/api/orders/payCheckout/route';
import * as webhook from '@/app/api/webhooks/stripe/route';
import { resetEnvCache } from '@/lib/env';
import { cashReport } from '@/lib/cash/service';
import { stripeClient } from '@/lib/payments/stripe';
import { messages as m } from '@/lib/messages';
import { CurrencyRate } from '@/models/CurrencyRate';
import { Order } from '@/models/Order';
import { StripeEvent } from '@/models/StripeEvent';
import { User } from '@/models/User';
import { useTestDatabase } from '@/scripts/test-support/db';
import { recordFigure } from '@/scripts/test-support/figures';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, createSeller, orderPayload, postOrder } from '@/scripts/test-support/orders';
import { startMailCatcher } from '@/scripts/test-support/smtp';
import { startStripeMock, type StripeMock } from '@/scripts/test-support/stripe-mock';

jest.setTimeout(120_000);

const SECRET = 'whsec_test_importa';
const signer = new Stripe('sk_test_signer');
let mock: StripeMock;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
let product: Awaited<ReturnType<typeof createProduct>>;

function useStripe(on: boolean): void {
  if (on) Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_importa', STRIPE_API_BASE: mock.url, STRIPE_WEBHOOK_SECRET: SECRET });
  else for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_API_BASE', 'STRIPE_WEBHOOK_SECRET']) delete process.env[key];
  resetEnvCache();
}

/** A card order of a new buyer, with a checkout session opened through stripe-mock. */
async function openedOrder(currency = 'eur') {
  const buyer = await createBuyer([{ product: product._id, count: 2 }]);
  const created = await postOrder(buyer.token, orderPayload({ paymentType: 'OnlineStripe', currencySelected: currency }));
  const orderId = created.body.orderId!;
  const res = await call<{ stripeUrl: string; message?: string }>(payCheckout.GET, { url: `/api/orders/payCheckout/?orderId=${orderId}`, token: buyer.token });
  const order = (await Order.findById(orderId).lean())!;
  return { buyer, orderId, res, order, session: order.checkoutSessions[0] };
}

type SessionFields = { id?: string; amount_total?: number; currency?: string; userId?: string; payment_status?: string };
/** A checkout.session event as Stripe sends it (only the fields the store reads). */
function event(type: string, orderId: string, fields: SessionFields & { userId: string }, id = `evt_${Math.random().toString(36).slice(2)}`) {
  const session = {
    id: fields.id,
    object: 'checkout.session',
    amount_total: fields.amount_total,
    currency: fields.currency,
    payment_status: fields.payment_status ?? 'paid',
    metadata: { orderId, userId: fields.userId },
  };
  return JSON.stringify({ id, object: 'event', type, data: { object: session } });
}

function deliver(payload: string, header: string | null = signer.webhooks.generateTestHeaderString({ payload, secret: SECRET })) {
  return call<{ received?: boolean; message?: string }>(webhook.POST, {
    url: '/api/webhooks/stripe',
    method: 'POST',
    body: payload,
    headers: header === null ? {} : { 'stripe-signature': header },
  });
}

async function paidEvent(type = 'checkout.session.completed', overrides: SessionFields = {}) {
  const opened = await openedOrder();
  const fields = {
    id: opened.session.sessionId!,
    amount_total: opened.session.amount!,
    currency: opened.session.currency!,
    userId: String(opened.buyer.user._id),
    ...overrides,
  };
  return { ...opened, payload: event(type, opened.orderId, fields), fields };
}

const statusOf = async (orderId: string) => (await Order.findById(orderId).lean())!;

/** Counts a delivery that should have changed nothing, and whether it did (the headline figure). */
async function countImproper(orderId: string): Promise<void> {
  const order = await statusOf(orderId);
  recordFigure('webhooks indebidos probados', 1);
  recordFigure('webhooks aceptados indebidamente', order.currentStatus !== 'Solicitado' || order.payment?.stripeSessionId ? 1 : 0);
}

describe('card payments through Stripe (stripe-mock) and the webhook', () => {
  useTestDatabase();
  beforeAll(async () => {
    mock = await startStripeMock();
    mail = await startMailCatcher();
    useStripe(true);
    await CurrencyRate.create({ currency: 'eur', value: 0.9 });
    product = await createProduct(await createSeller(), { price: 10.05, fastDelivery: true, availableCount: 1000 });
  });
  afterAll(async () => {
    useStripe(false);
    await Promise.all([mail.stop(), mock.stop()]);
  });

  test('payCheckout answers the Stripe URL and records the amount in euros at the current rate', async () => {
    const { res, order } = await openedOrder();
    expect(res.status).toBe(200);
    expect(res.body.stripeUrl).toMatch(/^https:\/\//);
    expect(order.total).toBe(20.1);
    expect(order.checkoutSessions).toEqual([
      expect.objectContaining({ sessionId: expect.stringMatching(/^cs_/), amount: 1809, currency: 'eur', exchangeValue: 0.9 }),
    ]);
    expect(order.currencyData).toEqual({ currencyName: 'eur', exchangeValue: 0.9 });
  });

  test('payCheckout: only the owner, only card orders still Solicitado, only currencies with a rate', async () => {
    const { orderId } = await openedOrder();
    const stranger = await createUser();
    expect((await call(payCheckout.GET, { url: `/api/orders/payCheckout/?orderId=${orderId}`, token: stranger.token })).status).toBe(403);
    const cash = await createBuyer([{ product: product._id, count: 1 }]);
    const cashOrder = (await postOrder(cash.token)).body.orderId!;
    const refused = await call<{ message: string }>(payCheckout.GET, { url: `/api/orders/payCheckout/?orderId=${cashOrder}`, token: cash.token });
    expect([refused.status, refused.body.message]).toEqual([400, m.payment.notPayable]);
    await CurrencyRate.create({ currency: 'mxn', value: 17.25 });
    const mxn = await createBuyer([{ product: product._id, count: 1 }]);
    const mxnOrder = (await postOrder(mxn.token, orderPayload({ paymentType: 'OnlineStripe', currencySelected: 'mxn' }))).body.orderId!;
    expect((await Order.findById(mxnOrder).lean())!.currencyData).toEqual({ currencyName: 'mxn', exchangeValue: 17.25 });
    await CurrencyRate.deleteOne({ currency: 'mxn' });
    const noRate = await call<{ message: string }>(payCheckout.GET, { url: `/api/orders/payCheckout/?orderId=${mxnOrder}`, token: mxn.token });
    expect([noRate.status, noRate.body.message]).toEqual([400, m.payment.currencyUnavailable]);
    const refusedOrder = await postOrder(mxn.token, orderPayload({ paymentType: 'OnlineStripe', currencySelected: 'mxn' }));
    expect([refusedOrder.status, refusedOrder.body.message]).toEqual([400, m.payment.currencyUnavailable]);
  });

  test('without Stripe keys card payment is not offered', async () => {
    const { orderId, buyer } = await openedOrder();
    useStripe(false);
    try {
      const res = await call<{ message: string }>(payCheckout.GET, { url: `/api/orders/payCheckout/?orderId=${orderId}`, token: buyer.token });
      expect([res.status, res.body.message]).toEqual([400, m.payment.cardDisabled]);
      expect((await deliver('{}', 't=1,v1=x')).status).toBe(400);
    } finally {
      useStripe(true);
    }
  });

  test('a paid session confirms the order once, with the payment recorded', async () => {
    const { orderId, payload, fields, buyer } = await paidEvent();
    const res = await deliver(payload);
    expect([res.status, res.body]).toEqual([200, { received: true }]);
    const order = await statusOf(orderId);
    expect(order).toMatchObject({
      currentStatus: 'Confirmado',
      paymentObservation: `STRIPE ${fields.id}`,
      payment: { stripeSessionId: fields.id, amountPaid: fields.amount_total, currency: 'eur' },
    });
    expect(mail.lastTo(buyer.user.email)?.raw).toContain('Confirmado');
    expect((await deliver(payload)).status).toBe(200);
    expect((await statusOf(orderId)).statuses).toHaveLength(2);
  });

  test.each<[string, (payload: string) => [string, string | null]]>([
    ['no signature', (p) => [p, null]],
    ['a wrong secret', (p) => [p, signer.webhooks.generateTestHeaderString({ payload: p, secret: 'whsec_other' })]],
    ['a changed byte', (p) => [p.replace('"paid"', '"paiD"'), signer.webhooks.generateTestHeaderString({ payload: p, secret: SECRET })]],
    [
      'a timestamp older than 300 s',
      (p) => [p, signer.webhooks.generateTestHeaderString({ payload: p, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 301 })],
    ],
  ])('%s: 400 and nothing changes', async (_, tamper) => {
    const { orderId, payload } = await paidEvent();
    const [body, header] = tamper(payload);
    const res = await deliver(body, header);
    await countImproper(orderId);
    expect([res.status, res.body.message]).toEqual([400, m.payment.webhookInvalid]);
    expect((await statusOf(orderId)).currentStatus).toBe('Solicitado');
    expect(await StripeEvent.countDocuments({ eventId: JSON.parse(payload).id })).toBe(0);
  });

  test('10 simultaneous deliveries of one event, and another event of the same session: one fulfilment, one e-mail, one push', async () => {
    const { orderId, payload, fields, buyer } = await paidEvent();
    // Web push leaves through web-push's sendNotification (to a public push service): count the store's calls there.
    const endpoint = `https://push.importa-pruebas.example/${orderId}`;
    const keys = crypto.createECDH('prime256v1');
    keys.generateKeys();
    await User.updateOne(
      { _id: buyer.user._id },
      { $set: { subscriptions: [{ endpoint, keys: { p256dh: keys.getPublicKey('base64url'), auth: crypto.randomBytes(16).toString('base64url') } }] } },
    );
    const vapid = webpush.generateVAPIDKeys();
    Object.assign(process.env, { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey });
    resetEnvCache();
    const sent = jest.spyOn(webpush, 'sendNotification').mockResolvedValue({ statusCode: 201, body: '', headers: {} });
    const logged = jest.spyOn(console, 'error');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => deliver(payload)).concat(deliver(event('checkout.session.async_payment_succeeded', orderId, fields))),
    );
    const pushes = sent.mock.calls.filter(([subscription]) => subscription.endpoint === endpoint);
    const alarms = logged.mock.calls.map((call) => String(call[0]));
    sent.mockRestore();
    logged.mockRestore();
    delete process.env.VAPID_PUBLIC_KEY;
    delete process.env.VAPID_PRIVATE_KEY;
    resetEnvCache();
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const order = await statusOf(orderId);
    expect(order.statuses.filter((s) => s.status === 'Confirmado')).toHaveLength(1);
    expect(await StripeEvent.countDocuments({ eventId: JSON.parse(payload).id })).toBe(1);
    const confirmations = mail.messages.filter((message) => message.to.includes(buyer.user.email) && message.raw.includes('Confirmado'));
    expect(confirmations).toHaveLength(1);
    expect(pushes).toHaveLength(1);
    expect(alarms).toEqual([]); // the session's second event is recognised as already applied, not flagged for a refund
  });

  test('out of order: expired after completed stays Confirmado; expired before completed ends Confirmado', async () => {
    const first = await paidEvent();
    await deliver(first.payload);
    await deliver(event('checkout.session.expired', first.orderId, { ...first.fields, payment_status: 'unpaid' }));
    expect((await statusOf(first.orderId)).currentStatus).toBe('Confirmado');
    const second = await paidEvent();
    await deliver(event('checkout.session.expired', second.orderId, { ...second.fields, payment_status: 'unpaid' }));
    expect((await statusOf(second.orderId)).currentStatus).toBe('Solicitado');
    await deliver(second.payload);
    expect((await statusOf(second.orderId)).currentStatus).toBe('Confirmado');
  });

  test.each<[string, (f: SessionFields & { userId: string }) => SessionFields]>([
    ['a wrong amount', (f) => ({ amount_total: f.amount_total! - 1 })],
    ['a wrong currency', () => ({ currency: 'usd' })],
    ['another owner', () => ({ userId: '0123456789abcdef01234567' })],
    ['a session not opened for the order', () => ({ id: 'cs_test_other' })],
    ['an unpaid session', () => ({ payment_status: 'unpaid' })],
  ])('%s: nothing is marked paid', async (name, change) => {
    const { orderId, fields } = await paidEvent();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await deliver(event('checkout.session.completed', orderId, { ...fields, ...change(fields) }));
    await countImproper(orderId);
    expect(res.status).toBe(200);
    expect(logged).toHaveBeenCalledTimes(name === 'an unpaid session' ? 0 : 1);
    logged.mockRestore();
    const order = await statusOf(orderId);
    expect([order.currentStatus, order.payment?.stripeSessionId]).toEqual(['Solicitado', undefined]);
  });

  test("a paid session whose metadata points at another user's order marks neither order paid, and is logged", async () => {
    const attacker = await paidEvent();
    const victim = await openedOrder();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await deliver(event('checkout.session.completed', victim.orderId, attacker.fields));
    await countImproper(victim.orderId);
    expect(res.status).toBe(200);
    expect(logged.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining(`session ${attacker.fields.id} not applied`)]);
    logged.mockRestore();
    for (const orderId of [victim.orderId, attacker.orderId]) expect((await statusOf(orderId)).currentStatus).toBe('Solicitado');
  });

  test('coming back to the success URL without paying marks nothing paid', async () => {
    const { buyer, orderId, res } = await openedOrder();
    const userId = String(buyer.user._id);
    // Stripe sends the buyer back to success_url; that page only re-reads the orders through these two calls.
    const success = new URL(`http://localhost/orders/${userId}/${orderId}?successPaymentOrderId=${orderId}`);
    expect(res.body.stripeUrl).toMatch(/^https:\/\//);
    const list = await call<{ orders: { _id: string; currentStatus: string }[] }>(ordersOfUser.GET, {
      url: `/api/orders/ofuser/${userId}/?page=1&limit=20${success.search.replace('?', '&')}`,
      token: buyer.token,
      params: { userId },
    });
    const pending = await call<{ count: number; orders: { _id: string }[] }>(pendingPayment.GET, {
      url: '/api/orders/getPendingPaymentOrders/',
      token: buyer.token,
    });
    await countImproper(orderId);
    expect(list.status).toBe(200);
    expect(list.body.orders.find((o) => o._id === orderId)?.currentStatus).toBe('Solicitado');
    expect(pending.body.orders.map((o) => o._id)).toContain(orderId);
    const order = await statusOf(orderId);
    expect([order.currentStatus, order.payment?.stripeSessionId, order.statuses.length]).toEqual(['Solicitado', undefined, 1]);
  });
  test('40 parallel payCheckout calls open at most 20 sessions: the cap is reserved in one guarded write before Stripe is asked', async () => {
    const buyer = await createBuyer([{ product: product._id, count: 1 }]);
    const orderId = (await postOrder(buyer.token, orderPayload({ paymentType: 'OnlineStripe', currencySelected: 'eur' }))).body.orderId!;
    const create = jest.spyOn(stripeClient()!.checkout.sessions, 'create');
    create.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        call<{ stripeUrl?: string; message?: string }>(payCheckout.GET, { url: `/api/orders/payCheckout/?orderId=${orderId}`, token: buyer.token }),
      ),
    );
    create.mockRestore();
    for (const answer of answers)
      expect(answer.status === 200 ? answer.body.stripeUrl : answer.body.message).toEqual(
        answer.status === 200 ? expect.stringMatching(/^https:/) : m.payment.notPayable,
      );
    expect(create.mock.calls.length).toBeLessThanOrEqual(20);
    expect((await statusOf(orderId)).checkoutSessions.length).toBeLessThanOrEqual(20);
  });

  test("a second paid session of a paid order is recorded once as a payment to refund and listed in /adminCash; the order's other sessions are expired when one pays", async () => {
    const { payload, orderId, fields } = await paidEvent();
    const second = {
      sessionId: `cs_test_segunda_${orderId}`,
      amount: fields.amount_total,
      currency: fields.currency,
      exchangeValue: 0.9,
      createdAt: new Date(),
    };
    await Order.updateOne({ _id: orderId }, { $push: { checkoutSessions: second } });
    const expire = jest.spyOn(stripeClient()!.checkout.sessions, 'expire');
    expire.mockClear();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await deliver(payload)).status).toBe(200);
      expect(expire.mock.calls.map(([id]) => id)).toEqual([second.sessionId]);
      const again = event('checkout.session.completed', orderId, { ...fields, id: second.sessionId });
      expect((await deliver(again)).status).toBe(200);
      expect((await deliver(event('checkout.session.completed', orderId, { ...fields, id: second.sessionId }))).status).toBe(200);
    } finally {
      expire.mockRestore();
      quiet.mockRestore();
    }
    const order = await statusOf(orderId);
    expect([order.currentStatus, order.payment?.stripeSessionId]).toEqual(['Confirmado', fields.id]);
    expect(order.extraCardPayments).toEqual([expect.objectContaining({ sessionId: second.sessionId, amount: fields.amount_total, currency: fields.currency })]);
    const report = await cashReport();
    expect(report.cardRefunds).toContainEqual(
      expect.objectContaining({ orderId, orderNumber: order.orderNumber, sessionId: second.sessionId, amount: fields.amount_total, currency: fields.currency }),
    );
  });
});
