import mongoose from 'mongoose';
import * as updateCart from '@/app/api/accountImport/updateCart/route';
import { messages as m } from '@/lib/messages';
import { Product } from '@/models/Product';
import { User } from '@/models/User';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createCategory, createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';

type Line = { product: unknown; count: number; size?: string; color?: string; deliveryCalendar?: Record<string, unknown>; price?: number };
type CartAnswer = {
  cart: { products: { product: { _id: string; name: string; price: number }; count: number; size: string; color: string }[]; points: number };
  message?: string;
};

let token: string;
let userId: string;
const ids: Record<string, string> = {};

const send = (cart: Line[], productId: string, quantity: number, auth: string | undefined = token) =>
  call<CartAnswer>(updateCart.PATCH, { url: '/api/accountImport/updateCart', method: 'PATCH', token: auth, body: { cart, quantity, productId } });
const stored = async () => (await User.findById(userId).lean())!.cart!;

/** A Havana calendar date `days` ahead of today. */
function havanaDate(days: number) {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Havana' })
    .format(new Date(Date.now() + days * 86_400_000))
    .split('-')
    .map(Number);
  return { day, month, year };
}

describe('PATCH /api/accountImport/updateCart', () => {
  useTestDatabase();

  beforeAll(async () => {
    const { user: seller } = await createUser({ isImportCompany: true });
    const clothing = await createCategory('Ropa', 'clothing');
    const products = {
      imported: await createProduct(seller, { name: 'Licuadora', maxCount: 3, availableCount: 10, points: 2 }),
      fast: await createProduct(seller, { name: 'Arroz 5 kg', fastDelivery: true, maxCount: 2, availableCount: 4, points: 5 }),
      shirt: await createProduct(seller, {
        name: 'Camisa',
        category: clothing,
        fastDelivery: true,
        availableCount: 9,
        availableCountByTags: [
          { size: 'M', color: '#000000', availableCount: 2 },
          { size: 'L', color: '#ffffff', availableCount: 7 },
        ],
      }),
      calendar: await createProduct(seller, {
        name: 'Pastel',
        fastDelivery: true,
        availableCount: 5,
        deliveryCalendar: {
          allowed: true,
          minHoursTime: 1,
          maxHoursTime: 336,
          minTime: { hours: 9, minutes: 0, ampm: 'AM' },
          maxTime: { hours: 6, minutes: 0, ampm: 'PM' },
        },
      }),
      off: await createProduct(seller, { name: 'Ventilador', available: false }),
      gone: await createProduct(seller, { name: 'Viejo' }),
    };
    for (const [key, product] of Object.entries(products)) ids[key] = String(product._id);
  });

  beforeEach(async () => {
    const buyer = await createUser();
    token = buyer.token;
    userId = String(buyer.user._id);
  });

  test('adds a line and answers the server-confirmed cart with the product embedded and its points', async () => {
    const res = await send([{ product: ids.imported, count: 2, price: 0.01 }], ids.imported, 2);
    expect(res.status).toBe(200);
    expect(res.body.cart.points).toBe(4);
    expect(res.body.cart.products).toEqual([
      expect.objectContaining({ count: 2, size: '', color: '', product: expect.objectContaining({ _id: ids.imported, name: 'Licuadora', price: 25 }) }),
    ]);
    const cart = await stored();
    expect(cart.points).toBe(4);
    expect(cart.products.map((l) => [String(l.product), l.count])).toEqual([[ids.imported, 2]]);
  });

  test('fast-delivery lines earn no points', async () => {
    const res = await send(
      [
        { product: ids.imported, count: 1 },
        { product: ids.fast, count: 2 },
      ],
      ids.fast,
      2,
    );
    expect(res.body.cart.points).toBe(2);
  });

  test('non-fast items stop at maxCount, with the cart wording', async () => {
    await send([{ product: ids.imported, count: 3 }], ids.imported, 3);
    const res = await send([{ product: ids.imported, count: 4 }], ids.imported, 1);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(m.cart.maxCount(3));
    expect((await stored()).products[0].count).toBe(3);
  });

  test('no line holds more than availableCount', async () => {
    const res = await send([{ product: ids.fast, count: 5 }], ids.fast, 5);
    expect(res.body.message).toBe(m.addToCart.availableCount(4));
  });

  test('clothing is limited per size and colour', async () => {
    const res = await send([{ product: ids.shirt, count: 3, size: 'M', color: '#000000' }], ids.shirt, 3);
    expect(res.body.message).toBe(m.addToCart.sizeColorCount(2));
    const ok = await send(
      [
        { product: ids.shirt, count: 2, size: 'M', color: '#000000' },
        { product: ids.shirt, count: 3, size: 'L', color: '#ffffff' },
      ],
      ids.shirt,
      3,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.cart.products.map((l) => `${l.size}/${l.count}`)).toEqual(['M/2', 'L/3']);
  });

  test('an unavailable product cannot be added', async () => {
    expect((await send([{ product: ids.off, count: 1 }], ids.off, 1)).body.message).toBe(m.addToCart.notAvailable);
  });

  test('duplicate lines are merged; a count of 0 or less removes the line', async () => {
    const merged = await send(
      [
        { product: ids.imported, count: 1 },
        { product: { _id: ids.imported }, count: 1 },
      ],
      ids.imported,
      1,
    );
    expect(merged.body.cart.products).toHaveLength(1);
    expect(merged.body.cart.products[0].count).toBe(2);
    const removed = await send(
      [
        { product: ids.imported, count: 0 },
        { product: ids.fast, count: 1 },
      ],
      ids.imported,
      -2,
    );
    expect(removed.body.cart.products.map((l) => l.product._id)).toEqual([ids.fast]);
  });

  test('counts must be integers', async () => {
    const res = await send([{ product: ids.imported, count: 1.5 }], ids.imported, 1);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(m.server.validation);
  });

  test('lines whose product is gone are dropped', async () => {
    await send(
      [
        { product: ids.gone, count: 1 },
        { product: ids.imported, count: 1 },
      ],
      ids.imported,
      1,
    );
    await Product.updateOne({ _id: ids.gone }, { $set: { deleted: true } });
    const unknown = new mongoose.Types.ObjectId().toString();
    const res = await send(
      [
        { product: ids.gone, count: 1 },
        { product: ids.imported, count: 2 },
        { product: unknown, count: 1 },
      ],
      ids.imported,
      1,
    );
    expect(res.body.cart.products.map((l) => l.product._id)).toEqual([ids.imported]);
    expect((await stored()).products).toHaveLength(1);
  });

  test('another line cannot be inflated past its limit behind a change to a different product', async () => {
    await send([{ product: ids.fast, count: 1 }], ids.fast, 1);
    const res = await send(
      [
        { product: ids.fast, count: 1 },
        { product: ids.imported, count: 50 },
      ],
      ids.fast,
      0,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(m.cart.maxCount(3));
  });

  test('a line over a limit that fell since may still go down (it shows in red), not up', async () => {
    const product = await createProduct((await createUser()).user, { name: 'Cafetera', fastDelivery: true, availableCount: 5 });
    const id = String(product._id);
    await send([{ product: id, count: 4 }], id, 4);
    await Product.updateOne({ _id: id }, { $set: { availableCount: 2 } });
    expect((await send([{ product: id, count: 3 }], id, -1)).body.cart.products[0].count).toBe(3);
    expect((await send([{ product: id, count: 4 }], id, 1)).body.message).toBe(m.addToCart.availableCount(2));
  });

  test('calendar products need a valid date and time, checked against the live calendar', async () => {
    const missing = await send([{ product: ids.calendar, count: 1 }], ids.calendar, 1);
    expect(missing.body.message).toBe(m.calendar.missing);
    const when = { ...havanaDate(2), hours: 8, minutes: 0, ampm: 'PM' };
    expect((await send([{ product: ids.calendar, count: 1, deliveryCalendar: when }], ids.calendar, 1)).body.message).toBe(
      m.calendar.timeWindow('09:00 AM', '06:00 PM'),
    );
    expect((await send([{ product: ids.calendar, count: 1, deliveryCalendar: { ...when, day: 32 } }], ids.calendar, 1)).body.message).toBe(
      m.calendar.invalidDate,
    );
    const ok = await send([{ product: ids.calendar, count: 1, deliveryCalendar: { ...when, hours: 12 } }], ids.calendar, 1);
    expect(ok.status).toBe(200);
    const moved = await send(
      [{ product: ids.calendar, count: 1, deliveryCalendar: { ...havanaDate(3), hours: 10, minutes: 30, ampm: 'AM' } }],
      ids.calendar,
      0,
    );
    expect(moved.status).toBe(200);
    expect((await stored()).products[0].deliveryCalendar).toMatchObject({ ...havanaDate(3), hours: 10, minutes: 30, ampm: 'AM' });
    const tooFar = await send(
      [{ product: ids.calendar, count: 1, deliveryCalendar: { ...havanaDate(20), hours: 10, minutes: 0, ampm: 'AM' } }],
      ids.calendar,
      0,
    );
    expect(tooFar.body.message).toBe(m.calendar.invalidDate);
  });

  test('a date sent for a product without a calendar is not stored', async () => {
    await send([{ product: ids.imported, count: 1, deliveryCalendar: { ...havanaDate(2), hours: 10, minutes: 0, ampm: 'AM' } }], ids.imported, 1);
    expect((await stored()).products[0].deliveryCalendar).toBeFalsy();
  });

  test('needs a signed-in user', async () => {
    expect((await send([{ product: ids.imported, count: 1 }], ids.imported, 1, '')).status).toBe(401);
  });
});
