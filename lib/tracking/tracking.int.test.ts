import * as share from '@/app/api/tracking/share/route';
import * as deliver from '@/app/api/tracking/deliver/route';
import * as orders from '@/app/api/orders/route';
import { messages as m } from '@/lib/messages';
import { trackingKey } from '@/lib/tracking/secret';
import { loadTracking } from '@/lib/tracking/service';
import { deliveryCode } from '@/lib/tracking/token';
import { Order } from '@/models/Order';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser, type TestProduct, type TestUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, orderPayload, postOrder, setCart, type TestBuyer, type TestSeller } from '@/scripts/test-support/orders';
import { useMailCatcher } from '@/scripts/test-support/smtp';

jest.setTimeout(60_000);

type Share = { path: string; deliveryCode: string; orderNumber: number; addresseeFirstName: string };
type Answer = { message: string; errorType?: number };

const shareOf = (token: string, orderId: string) => call<Share>(share.GET, { url: `/api/tracking/share?orderId=${orderId}`, token });
const enterCode = (token: string, orderId: string, code: string) => call<Answer>(deliver.POST, { url: '/api/tracking/deliver', method: 'POST', token, body: { orderId, code } });
const confirm = (token: string, _id: string) =>
  call<Answer>(orders.PATCH, { url: '/api/orders', method: 'PATCH', token, body: { _id, newStatus: 'Confirmado', paymentObservation: 'Efectivo al entregar' } });

/** A wrong code for the order: its real code plus one. */
const wrongCode = (orderId: string) => String((Number(deliveryCode(orderId, trackingKey())) + 1) % 10_000).padStart(4, '0');

describe('the recipient’s tracking link and the delivery code', () => {
  useTestDatabase();
  useMailCatcher();
  let orderAdmin: TestUser;
  let stranger: TestUser;
  let buyer: TestBuyer;
  let seller: TestSeller;
  let sellerToken: string;
  let product: TestProduct;

  async function placeOrder(): Promise<string> {
    await setCart(buyer.user._id, [{ product: product._id, count: 1 }]);
    const res = await postOrder(buyer.token, orderPayload());
    expect(res.status).toBe(200);
    return res.body.orderId!;
  }

  beforeAll(async () => {
    orderAdmin = await createUser({ isImportAdmin: true });
    stranger = await createUser();
    const created = await createUser({ isImportCompany: true, deliveryCosts: [{ provinceName: 'La Habana', available: true }] });
    seller = created.user;
    sellerToken = created.token;
    product = await createProduct(seller, { fastDelivery: true, availableCount: 50, maxCount: 50, points: 0 });
    buyer = await createBuyer([]);
  });

  test('only the buyer gets the link and the code; the page shows first name, municipality, status and code, nothing private', async () => {
    const orderId = await placeOrder();
    expect((await shareOf(stranger.token, orderId)).status).toBe(403);
    expect((await shareOf(orderAdmin.token, orderId)).status).toBe(403); // the courier side never sees the code
    const res = await shareOf(buyer.token, orderId);
    expect(res.status).toBe(200);
    expect(res.body.path).toMatch(/^\/seguimiento\/[0-9a-f]{24}\.[A-Za-z0-9_-]{22}$/);
    expect(res.body.deliveryCode).toMatch(/^\d{4}$/);
    expect(res.body.addresseeFirstName).toBe('Luis');

    const view = await loadTracking(res.body.path.split('/').pop()!);
    expect(view).toMatchObject({ addresseeFirstName: 'Luis', municipality: 'Plaza de la Revolución', currentStatus: 'Solicitado', deliveryCode: res.body.deliveryCode });
    expect(view!.expected).not.toBeNull();
    const text = JSON.stringify(view);
    for (const secret of ['Gómez', '85010112345', '+5352223344', 'Calle 23', buyer.user.email]) expect(text).not.toContain(secret);

    const [id, signature] = res.body.path.split('/').pop()!.split('.');
    expect(await loadTracking(`${id}.${signature.slice(0, -1)}A`)).toBeNull();
    expect(await loadTracking(id)).toBeNull();
  });

  test('the courier enters the right code: Entregado, in the history and on the tracking page, code gone', async () => {
    const orderId = await placeOrder();
    const code = (await shareOf(buyer.token, orderId)).body.deliveryCode;
    expect((await enterCode(buyer.token, orderId, code)).status).toBe(403);
    expect((await enterCode(orderAdmin.token, orderId, code)).status).toBe(409); // still Solicitado: not on its way
    expect((await confirm(orderAdmin.token, orderId)).status).toBe(200);

    const ok = await enterCode(orderAdmin.token, orderId, code);
    expect([ok.status, ok.body.message]).toEqual([200, m.tracking.deliveredOk]);
    const order = (await Order.findById(orderId).lean())!;
    expect(order.currentStatus).toBe('Entregado');
    expect(order.statuses.at(-1)).toMatchObject({ status: 'Entregado', by: orderAdmin.user._id });
    expect(order.delivery).toMatchObject({ withCode: true, codeFailures: 0 });
    const view = await loadTracking((await shareOf(buyer.token, orderId)).body.path.split('/').pop()!);
    expect(view).toMatchObject({ currentStatus: 'Entregado', deliveryCode: null });
    expect(view!.deliveredAt).not.toBeNull();
    expect((await enterCode(orderAdmin.token, orderId, code)).status).toBe(409); // once
  });

  test('wrong codes count down and the fifth locks delivery by code, even for the right code', async () => {
    const orderId = await placeOrder();
    await confirm(orderAdmin.token, orderId);
    for (const left of [4, 3, 2, 1]) {
      const res = await enterCode(orderAdmin.token, orderId, wrongCode(orderId));
      expect([res.status, res.body.errorType, res.body.message]).toEqual([400, 6, m.tracking.codeWrong(left)]);
    }
    const fifth = await enterCode(orderAdmin.token, orderId, wrongCode(orderId));
    expect([fifth.status, fifth.body.errorType, fifth.body.message]).toEqual([423, 7, m.tracking.codeLocked]);
    const right = (await shareOf(buyer.token, orderId)).body.deliveryCode;
    expect((await enterCode(orderAdmin.token, orderId, right)).status).toBe(423);
    expect((await Order.findById(orderId).lean())!.currentStatus).toBe('Confirmado');
    expect((await Order.findById(orderId).lean())!.delivery?.codeFailures).toBe(5);
  });

  test('concurrent wrong codes each count: never more than 5 tries get through', async () => {
    const orderId = await placeOrder();
    await confirm(orderAdmin.token, orderId);
    const answers = await Promise.all(Array.from({ length: 12 }, () => enterCode(orderAdmin.token, orderId, wrongCode(orderId))));
    expect(answers.filter((a) => a.status === 400 && a.body.errorType === 6)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 423)).toHaveLength(8);
    expect((await Order.findById(orderId).lean())!.delivery?.codeFailures).toBe(5);
  });

  test('the seller delivering their own order may enter the code; another seller may not', async () => {
    const orderId = await placeOrder();
    await confirm(orderAdmin.token, orderId);
    const other = await createUser({ isImportCompany: true });
    const code = (await shareOf(buyer.token, orderId)).body.deliveryCode;
    expect((await enterCode(other.token, orderId, code)).status).toBe(403);
    expect((await enterCode(sellerToken, orderId, code)).status).toBe(200);
    expect((await Order.findById(orderId).lean())!.statuses.at(-1)).toMatchObject({ status: 'Entregado', by: seller._id });
  });
});
