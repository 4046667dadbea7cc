import * as orders from '@/app/api/orders/route';
import * as editAddress from '@/app/api/orders/editAddress/route';
import * as cancel from '@/app/api/orders/cancelOrder/[orderId]/route';
import { messages as m } from '@/lib/messages';
import type { OrderDto } from '@/lib/orders/dto';
import { Order } from '@/models/Order';
import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { ADDRESSEE, createBuyer, createSeller, postOrder } from '@/scripts/test-support/orders';
import { startMailCatcher } from '@/scripts/test-support/smtp';

jest.setTimeout(60_000);
withTestDatabase();
let mail: Awaited<ReturnType<typeof startMailCatcher>>;
beforeAll(async () => {
  mail = await startMailCatcher();
});
afterAll(() => mail.stop());

const NEW_ADDRESSEE = {
  name: 'Rosa Martínez Díaz',
  address: 'Calle 10 #204 entre 3ra y 5ta',
  region: 'La Habana',
  municipality: 'Playa',
  phone: '+5353334455',
  ci: '79020212345',
};

type Answer = { message: string; order?: OrderDto; field?: string };
const edit = (token: string | undefined, orderId: string, addressee: Record<string, unknown> = NEW_ADDRESSEE) =>
  call<Answer>(editAddress.PATCH, { url: '/api/orders/editAddress', method: 'PATCH', token, body: { orderId, addressee } });
const advance = (token: string, _id: string, newStatus: string) =>
  call(orders.PATCH, { url: '/api/orders', method: 'PATCH', token, body: { _id, newStatus, paymentObservation: 'Efectivo' } });

async function placeOrder() {
  const seller = await createSeller();
  const product = await createProduct(seller, { fastDelivery: true, availableCount: 10 });
  const buyer = await createBuyer([{ product: product._id, count: 1 }]);
  const created = await postOrder(buyer.token);
  expect(created.status).toBe(200);
  return { buyer, orderId: created.body.orderId! };
}

test('a super admin edits the addressee of Solicitado and Confirmado orders; the edit is recorded', async () => {
  const admin = await createUser({ isSuperAdmin: true });
  const { orderId } = await placeOrder();
  const first = await edit(admin.token, orderId);
  expect([first.status, first.body.message]).toEqual([200, m.orders.addressEdited]);
  expect(first.body.order!.addressee).toEqual({
    name: NEW_ADDRESSEE.name,
    ci: NEW_ADDRESSEE.ci,
    phone: NEW_ADDRESSEE.phone,
    address: 'Calle 10 #204 entre 3ra y 5ta, Playa, La Habana',
    region: 'La Habana',
    municipality: 'Playa',
  });
  expect((await advance(admin.token, orderId, m.orderStatus.confirmed)).status).toBe(200);
  const second = await edit(admin.token, orderId, { ...NEW_ADDRESSEE, name: 'Pedro Díaz' });
  expect(second.status).toBe(200);
  const stored = (await Order.findById(orderId).lean())!;
  expect(stored.addressee?.name).toBe('Pedro Díaz');
  expect(stored.addresseeEdits.map((e) => [e.previous?.name, e.previous?.address, String(e.by)])).toEqual([
    [ADDRESSEE.name, ADDRESSEE.address, String(admin.user._id)],
    [NEW_ADDRESSEE.name, 'Calle 10 #204 entre 3ra y 5ta, Playa, La Habana', String(admin.user._id)],
  ]);
  expect(second.body.order!.addresseeEdits).toHaveLength(2);
});

test('refused for other statuses, other roles and an address that fails the address rules', async () => {
  const admin = await createUser({ isSuperAdmin: true });
  const orderAdmin = await createUser({ isImportAdmin: true });
  const { buyer, orderId } = await placeOrder();
  expect((await edit(undefined, orderId)).status).toBe(401);
  expect((await edit(buyer.token, orderId)).status).toBe(403);
  expect((await edit(orderAdmin.token, orderId)).status).toBe(403);
  const badPhone = await edit(admin.token, orderId, { ...NEW_ADDRESSEE, phone: '53-abc' });
  expect([badPhone.status, badPhone.body.message, badPhone.body.field]).toEqual([400, m.address.phoneInvalid, 'addressee.phone']);
  const wrongTown = await edit(admin.token, orderId, { ...NEW_ADDRESSEE, municipality: 'Cárdenas' });
  expect([wrongTown.status, wrongTown.body.field]).toEqual([400, 'addressee.municipality']);
  const otherProvince = await edit(admin.token, orderId, { ...NEW_ADDRESSEE, region: 'Matanzas', municipality: 'Cárdenas' });
  expect([otherProvince.status, otherProvince.body.message]).toEqual([400, m.checkout.regionNotServed]);

  expect((await advance(admin.token, orderId, m.orderStatus.confirmed)).status).toBe(200);
  expect((await advance(admin.token, orderId, m.orderStatus.packed)).status).toBe(200);
  const packed = await edit(admin.token, orderId);
  expect([packed.status, packed.body.message]).toEqual([400, m.orders.addressNotEditable]);

  const other = await placeOrder();
  await call(cancel.PATCH, { url: `/api/orders/cancelOrder/${other.orderId}`, method: 'PATCH', token: admin.token, params: { orderId: other.orderId } });
  expect((await edit(admin.token, other.orderId)).body.message).toBe(m.orders.addressNotEditable);

  const untouched = (await Order.findById(orderId).lean())!;
  expect([untouched.addressee?.name, untouched.addresseeEdits.length]).toEqual([ADDRESSEE.name, 0]);
});
