import * as adminZones from '@/app/api/admin/zones/route';
import * as adminZone from '@/app/api/admin/zones/[id]/route';
import * as publicZones from '@/app/api/zones/route';
import * as quoteRoute from '@/app/api/productsImport/deliveryQuote/route';
import * as orders from '@/app/api/orders/route';
import { messages as m } from '@/lib/messages';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser, type TestProduct, type TestUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { ADDRESSEE, createBuyer, orderPayload, postOrder, setCart, type TestBuyer } from '@/scripts/test-support/orders';
import { useMailCatcher } from '@/scripts/test-support/smtp';

jest.setTimeout(60_000);

const HAVANA = 'La Habana';
const CENTRO = { ...ADDRESSEE, municipality: 'Centro Habana', address: 'San Lázaro 101, Centro Habana, La Habana' };
const NOTICE = 'Sin combustible para los repartos hasta el lunes.';

type Pause = { _id: string; province: string; municipality: string; notice: string };
type Quote = { paused: string | null; sellers: Record<string, { delivers: boolean; fee: number; free: boolean; freeAbove?: number }> };

const pauseZone = (token: string, body: unknown) =>
  call<{ message: string; pause: Pause }>(adminZones.POST, { url: '/api/admin/zones', method: 'POST', token, body });
const resume = (token: string, id: string) =>
  call<{ message: string }>(adminZone.DELETE, { url: `/api/admin/zones/${id}`, method: 'DELETE', token, params: { id } });
const activePauses = () => call<{ pauses: Omit<Pause, '_id'>[] }>(publicZones.GET, { url: '/api/zones' });
const quote = (query: string) => call<Quote>(quoteRoute.GET, { url: `/api/productsImport/deliveryQuote?${query}` });

describe('delivery zones: fees upfront and paused zones', () => {
  useTestDatabase();
  useMailCatcher();
  let superAdmin: TestUser;
  let orderAdmin: TestUser;
  let buyer: TestBuyer;
  let product: TestProduct;
  let paid: string;
  let free: string;
  let elsewhere: string;

  beforeAll(async () => {
    superAdmin = await createUser({ isSuperAdmin: true });
    orderAdmin = await createUser({ isImportAdmin: true });
    const terms = (cost: number, extra = {}) => [
      {
        provinceName: HAVANA,
        available: true,
        isFree: { always: false, above: true, aboveNumber: 60 },
        ...extra,
        municipalities: [
          { name: 'Centro Habana', cost },
          { name: ADDRESSEE.municipality, cost },
        ],
      },
    ];
    const sellerPaid = (await createUser({ isImportCompany: true, deliveryCosts: terms(3.5) })).user;
    free = String((await createUser({ isImportCompany: true, deliveryCosts: terms(2, { isFree: { always: true } }) })).user._id);
    elsewhere = String((await createUser({ isImportCompany: true, deliveryCosts: [{ provinceName: 'Matanzas', available: true }] })).user._id);
    paid = String(sellerPaid._id);
    product = await createProduct(sellerPaid, { fastDelivery: true, availableCount: 50, maxCount: 50 });
    buyer = await createBuyer([{ product: product._id, count: 1 }]);
  });

  test('the quote gives each store its fee for the municipality, free terms, and who does not deliver there', async () => {
    const res = await quote(`region=${encodeURIComponent(HAVANA)}&municipality=${encodeURIComponent('Centro Habana')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    expect(res.body.paused).toBeNull();
    expect(res.body.sellers[paid]).toEqual({ delivers: true, fee: 3.5, free: false, freeAbove: 60 });
    expect(res.body.sellers[free]).toEqual({ delivers: true, fee: 0, free: true });
    expect(res.body.sellers[elsewhere]).toEqual({ delivers: false, fee: 0, free: false });
    const some = await quote(`region=${encodeURIComponent(HAVANA)}&municipality=Playa&sellers=${paid},${'0'.repeat(24)}`);
    expect(Object.keys(some.body.sellers).sort()).toEqual([paid, '0'.repeat(24)].sort());
    expect(some.body.sellers['0'.repeat(24)].delivers).toBe(false);
  });

  test.each([
    ['a municipality of another province', `region=${encodeURIComponent(HAVANA)}&municipality=${encodeURIComponent('Cárdenas')}`],
    ['no municipality', `region=${encodeURIComponent(HAVANA)}`],
    ['sellers that are not ids', `region=${encodeURIComponent(HAVANA)}&municipality=Playa&sellers=abc`],
  ])('the quote refuses %s', async (_name, query) => expect((await quote(query)).status).toBe(400));

  test('only super admins pause zones; the notice and the zone are checked', async () => {
    const body = { province: HAVANA, municipality: 'Centro Habana', notice: NOTICE };
    expect((await pauseZone(orderAdmin.token, body)).status).toBe(403);
    expect((await pauseZone(buyer.token, body)).status).toBe(403);
    expect((await pauseZone(superAdmin.token, { ...body, municipality: 'Cárdenas' })).body.message).toBe(m.admin.distributors.provinceInvalid);
    expect((await pauseZone(superAdmin.token, { ...body, notice: 'no' })).body.message).toBe(m.zones.noticeInvalid);
  });

  test('a paused municipality: banner list, quote, orders refused there with its notice; elsewhere and older orders go on', async () => {
    const placedBefore = await postOrder(buyer.token, orderPayload({ addressee: CENTRO }));
    expect(placedBefore.status).toBe(200);

    const paused = await pauseZone(superAdmin.token, { province: HAVANA, municipality: 'Centro Habana', notice: NOTICE });
    expect([paused.status, paused.body.message]).toEqual([200, m.zones.paused]);
    expect((await pauseZone(superAdmin.token, { province: HAVANA, municipality: 'Centro Habana', notice: NOTICE })).status).toBe(409);
    expect((await activePauses()).body.pauses).toEqual([{ province: HAVANA, municipality: 'Centro Habana', notice: NOTICE }]);
    expect((await quote(`region=${encodeURIComponent(HAVANA)}&municipality=${encodeURIComponent('Centro Habana')}`)).body.paused).toBe(NOTICE);
    expect((await quote(`region=${encodeURIComponent(HAVANA)}&municipality=Playa`)).body.paused).toBeNull();

    await setCart(buyer.user._id, [{ product: product._id, count: 1 }]);
    const refused = await postOrder(buyer.token, orderPayload({ addressee: CENTRO }));
    expect([refused.status, refused.body.errorType, refused.body.message]).toEqual([400, 4, m.zones.refused('Centro Habana (La Habana)', NOTICE)]);
    // The earlier checks keep their place: a province not served is answered first.
    const matanzas = await postOrder(buyer.token, orderPayload({ addressee: { ...ADDRESSEE, region: 'Matanzas', municipality: 'Cárdenas' } }));
    expect(matanzas.body.message).toBe(m.checkout.regionNotServed);
    expect((await postOrder(buyer.token, orderPayload())).status).toBe(200); // Plaza de la Revolución is not paused

    const advanced = await call<{ message: string }>(orders.PATCH, {
      url: '/api/orders',
      method: 'PATCH',
      token: orderAdmin.token,
      body: { _id: placedBefore.body.orderId, newStatus: 'Confirmado', paymentObservation: 'Efectivo' },
    });
    expect([advanced.status, advanced.body.message]).toEqual([200, m.orders.statusChanged]);

    expect((await resume(superAdmin.token, paused.body.pause._id)).body.message).toBe(m.zones.resumed);
    expect((await resume(superAdmin.token, paused.body.pause._id)).status).toBe(404);
    expect((await activePauses()).body.pauses).toEqual([]);
    await setCart(buyer.user._id, [{ product: product._id, count: 1 }]);
    expect((await postOrder(buyer.token, orderPayload({ addressee: CENTRO }))).status).toBe(200);
  });

  test('a whole-province pause stops every municipality of it', async () => {
    const paused = await pauseZone(superAdmin.token, { province: HAVANA, notice: 'Apagón general: los pedidos vuelven pronto.' });
    await setCart(buyer.user._id, [{ product: product._id, count: 1 }]);
    const refused = await postOrder(buyer.token, orderPayload());
    expect([refused.status, refused.body.errorType]).toEqual([400, 4]);
    expect(refused.body.message).toBe(m.zones.refused(HAVANA, 'Apagón general: los pedidos vuelven pronto.'));
    const listing = await call<{ active: Pause[] }>(adminZones.GET, { url: '/api/admin/zones', token: superAdmin.token });
    expect(listing.body.active.map((p) => p.municipality)).toEqual(['']);
    await resume(superAdmin.token, paused.body.pause._id);
  });
});
