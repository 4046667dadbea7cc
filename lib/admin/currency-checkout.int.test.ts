import * as payCheckout from '@/app/api/orders/payCheckout/route';
import * as currency from '@/app/api/admin/currency/route';
import { resetEnvCache } from '@/lib/env';
import { Order } from '@/models/Order';
import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, createSeller, orderPayload, postOrder } from '@/scripts/test-support/orders';
import { startMailCatcher } from '@/scripts/test-support/smtp';
import { startStripeMock, type StripeMock } from '@/scripts/test-support/stripe-mock';
import { toCents } from '../money';
import { toMinorUnits } from '../payments/currency';

jest.setTimeout(120_000);
withTestDatabase();

let mock: StripeMock;
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  mock = await startStripeMock();
  mail = await startMailCatcher();
  Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_importa', STRIPE_API_BASE: mock.url });
  resetEnvCache();
});
afterAll(async () => {
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_API_BASE']) delete process.env[key];
  resetEnvCache();
  await mail.stop();
  await mock.stop();
});

/** The rate a super admin saves through /api/admin/currency is the one the next card checkout converts with. */
test('each card checkout opens at the rate last saved by a super admin', async () => {
  const { token: adminToken } = await createUser({ isSuperAdmin: true });
  const product = await createProduct(await createSeller(), { price: 10.05, fastDelivery: true, availableCount: 100 });
  const setEur = (value: number) => call(currency.PUT, { url: '/api/admin/currency', method: 'PUT', token: adminToken, body: { currency: 'eur', value } });
  expect((await setEur(0.9)).status).toBe(200);
  const buyer = await createBuyer([{ product: product._id, count: 2 }]);
  const created = await postOrder(buyer.token, orderPayload({ paymentType: 'OnlineStripe', currencySelected: 'eur' }));
  const orderId = created.body.orderId!;
  const checkout = () =>
    call<{ stripeUrl?: string; message?: string }>(payCheckout.GET, { url: `/api/orders/payCheckout/?orderId=${orderId}`, token: buyer.token });

  expect(created.status).toBe(200);
  const first = await checkout();
  expect([first.status, first.body.message]).toEqual([200, undefined]);
  expect((await setEur(1.1)).status).toBe(200);
  expect((await checkout()).status).toBe(200);

  const order = (await Order.findById(orderId).lean())!;
  const cents = toCents(order.total ?? 0);
  expect(order.checkoutSessions.map((s) => [s.currency, s.exchangeValue, s.amount])).toEqual([
    ['eur', 0.9, toMinorUnits(cents, 0.9)],
    ['eur', 1.1, toMinorUnits(cents, 1.1)],
  ]);
});
