import * as share from '@/app/api/tracking/share/route';
import * as deliver from '@/app/api/tracking/deliver/route';
import * as orders from '@/app/api/orders/route';
import * as listing from '@/app/api/productsImport/[id]/route';
import { messages as m } from '@/lib/messages';
import { trackingKey } from '@/lib/tracking/secret';
import { loadTracking } from '@/lib/tracking/service';
import { deliveryCode } from '@/lib/tracking/token';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { User } from '@/models/User';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser, type TestProduct, type TestUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, havanaTerms, orderPayload, postOrder, setCart, type TestBuyer, type TestSeller } from '@/scripts/test-support/orders';
import { useMailCatcher } from '@/scripts/test-support/smtp';

jest.setTimeout(60_000);

type Share = { path: string; deliveryCode: string; orderNumber: number; addresseeFirstName: string };
type Answer = { message: string; errorType?: number };

const shareOf = (token: string, orderId: string) => call<Share>(share.GET, { url: `/api/tracking/share?orderId=${orderId}`, token });
const enterCode = (token: string, orderId: string, code: string) =>
  call<Answer>(deliver.POST, { url: '/api/tracking/deliver', method: 'POST', token, body: { orderId, code } });
const confirm = (token: string, _id: string) =>
  call<Answer>(orders.PATCH, {
    url: '/api/orders',
    method: 'PATCH',
    token,
    body: { _id, newStatus: 'Confirmado', paymentObservation: 'Efectivo al entregar' },
  });

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
    expect(view).toMatchObject({
      addresseeFirstName: 'Luis',
      municipality: 'Plaza de la Revolución',
      currentStatus: 'Solicitado',
      deliveryCode: res.body.deliveryCode,
    });
    expect(view!.expected).not.toBeNull();
    const text = JSON.stringify(view);
    for (const secret of ['Gómez', '85010112345', '+5352223344', 'Calle 23', buyer.user.email]) expect(text).not.toContain(secret);

    const [id, signature] = res.body.path.split('/').pop()!.split('.');
    // A changed last character (one that differs from it: a signature may already end in "A").
    const tampered = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(await loadTracking(`${id}.${tampered}`)).toBeNull();
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
    // A cash order is paid at the door: the hand-over with the code collected its cash, under this courier.
    expect(order).toMatchObject({ paymentType: 'OnDelivery', paymentStatus: 'pagado', cash: { receivedBy: orderAdmin.user._id, amount: order.total } });
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

describe('loyalty points cannot be minted, nor confirmed by the order’s own seller (decision 19.1)', () => {
  useTestDatabase();
  useMailCatcher();

  test('the attack chain: a 0.01 USD listing with a million points is refused, a seller’s own delivery credits nothing, the store’s does', async () => {
    const orderAdmin = await createUser({ isImportAdmin: true });
    const { user: seller, token: sellerToken } = await createUser({ isImportCompany: true, isManualImportCost: true, deliveryCosts: havanaTerms() });
    const product = await createProduct(seller, { price: 250, points: 500, fastDelivery: false, availableCount: 50, maxCount: 50 });
    const buyer = await createBuyer([]);

    // 1. The seller's edit to 0.01 USD and 1,000,000 points is refused with the Spanish message; nothing changes.
    const edit = {
      name: product.name,
      description: product.description,
      price: 0.01,
      category: String(product.category!._id),
      availableCount: 50,
      maxCount: 50,
      points: 1_000_000,
      fastDelivery: false,
      isManualImportCost: true,
      importCost: 0,
    };
    const refused = await call<{ message: string }>(listing.PUT, {
      url: `/api/productsImport/${product._id}`,
      method: 'PUT',
      token: sellerToken,
      body: edit,
      params: { id: String(product._id) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(m.listing.pointsAbovePrice(0));
    expect(await Product.findById(product._id, 'price points').lean()).toMatchObject({ price: 250, points: 500 });

    // 2. A listing stored like that before the bound earns an order only the bound: nothing at 0.01 USD.
    await Product.updateOne({ _id: product._id }, { $set: { price: 0.01, points: 1_000_000 } });
    await setCart(buyer.user._id, [{ product: product._id, count: 3 }]);
    const cheap = await postOrder(buyer.token, orderPayload());
    expect(cheap.status).toBe(200);
    expect((await Order.findById(cheap.body.orderId).lean())!.pointsEarned).toBe(0);
    await Product.updateOne({ _id: product._id }, { $set: { price: 250, points: 500 } });

    // 3. An honest order earns 500 points; the seller, acting as courier with the buyer's code, delivers it: Entregado, no points.
    await setCart(buyer.user._id, [{ product: product._id, count: 1 }]);
    const placed = await postOrder(buyer.token, orderPayload());
    const orderId = placed.body.orderId!;
    expect((await Order.findById(orderId).lean())!.pointsEarned).toBe(500);
    expect((await confirm(orderAdmin.token, orderId)).status).toBe(200);
    const code = (await shareOf(buyer.token, orderId)).body.deliveryCode;
    expect((await enterCode(sellerToken, orderId, code)).status).toBe(200);
    const sellerDelivered = (await Order.findById(orderId).lean())!;
    expect(sellerDelivered).toMatchObject({ currentStatus: 'Entregado', pointsCreditedAt: null });
    expect((await User.findById(buyer.user._id, 'points').lean())!.points).toBe(0);

    // 4. So the next order cannot spend them on the 25 USD air guide.
    await setCart(buyer.user._id, [{ product: product._id, count: 1 }]);
    const next = await postOrder(buyer.token, orderPayload());
    expect((await Order.findById(next.body.orderId).lean())!.airWaybill).toBe(25);

    // 5. The store sees the delivery (an order admin with the recipient's code): the points are credited, once.
    expect((await enterCode(orderAdmin.token, orderId, code)).status).toBe(200);
    expect((await enterCode(orderAdmin.token, orderId, code)).status).toBe(409);
    expect((await User.findById(buyer.user._id, 'points').lean())!.points).toBe(500);
    expect(await Order.findById(orderId).lean()).toMatchObject({ currentStatus: 'Entregado', delivery: { storeConfirmedBy: orderAdmin.user._id } });
  });

  test('an order admin who is a party to the order (its buyer) credits nothing by confirming its delivery', async () => {
    const admin = await createUser({ isImportAdmin: true });
    const seller = (await createUser({ isImportCompany: true, deliveryCosts: havanaTerms() })).user;
    const product = await createProduct(seller, { price: 100, points: 200, fastDelivery: false, availableCount: 5, maxCount: 5 });
    await setCart(admin.user._id, [{ product: product._id, count: 1 }]);
    const placed = await postOrder(admin.token, orderPayload());
    expect(placed.status).toBe(200);
    const orderId = placed.body.orderId!;
    expect((await confirm(admin.token, orderId)).status).toBe(200);
    const code = (await shareOf(admin.token, orderId)).body.deliveryCode;
    expect((await enterCode(admin.token, orderId, code)).status).toBe(200);
    expect((await User.findById(admin.user._id, 'points').lean())!.points).toBe(0);
  });
});
