import type { Types } from 'mongoose';
import * as alerts from '@/app/api/stockAlerts/route';
import { Product } from '@/models/Product';
import { StockAlert } from '@/models/StockAlert';
import { updateById } from '@/lib/guarded-write';
import { notifyRestocked, resetStockAlertCache, settleStockAlerts } from '@/lib/stock-alerts/service';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { startMailCatcher } from '@/scripts/test-support/smtp';
import '@/lib/catalog/engine'; // the store always loads it with the catalogue: it registers the restock listener

const address = (region: string, municipality: string) => ({
  name: 'Casa',
  address: 'Calle 1',
  region,
  municipality,
  phone: '+5355555555',
  ci: '90010112345',
  isDefault: true,
});

describe('back-in-stock alerts', () => {
  useTestDatabase();
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let product: { _id: Types.ObjectId };
  const buyers: Record<string, { token: string; email: string }> = {};

  beforeAll(async () => {
    mail = await startMailCatcher();
  });
  afterAll(() => mail.stop());

  beforeEach(async () => {
    await StockAlert.deleteMany({});
    resetStockAlertCache();
    mail.messages.length = 0;
    const seller = (
      await createUser({
        isImportCompany: true,
        deliveryCosts: [
          { provinceName: 'La Habana', available: true, municipalities: [{ name: 'Centro Habana', cost: 2 }] },
          { provinceName: 'Holguín', available: false },
        ],
      })
    ).user;
    product = await createProduct(seller, { name: 'Olla arrocera 1.8 L', availableCount: 0 });
    for (const [key, zone] of Object.entries({ habana: address('La Habana', 'Centro Habana'), holguin: address('Holguín', 'Moa') })) {
      const created = await createUser({ deliveryAddresses: [zone] });
      buyers[key] = { token: created.token, email: created.user.email };
    }
  });

  const subscribe = (token: string, channel = 'email') =>
    call<{ subscribed: boolean }>(alerts.POST, { url: '/api/stockAlerts', method: 'POST', token, body: { productId: String(product._id), channel } });
  const restock = async (count: number) => {
    await updateById(Product, product._id, { $set: { availableCount: count } });
    await settleStockAlerts();
  };
  const mailsTo = (email: string) => mail.messages.filter((m) => m.to.includes(email.toLowerCase()));

  test('a restock tells, once, the subscribers whose municipality the seller delivers to', async () => {
    expect((await subscribe(buyers.habana.token)).body).toEqual({ subscribed: true, channel: 'email' });
    expect((await subscribe(buyers.holguin.token)).status).toBe(200);
    await restock(5);
    expect(mailsTo(buyers.habana.email)).toHaveLength(1);
    expect(mailsTo(buyers.habana.email)[0].raw).toContain('Olla arrocera 1.8 L');
    expect(mailsTo(buyers.holguin.email)).toHaveLength(0); // the seller does not deliver in Holguín

    await restock(0);
    await restock(3);
    expect(mailsTo(buyers.habana.email)).toHaveLength(1); // never twice
    expect(await StockAlert.countDocuments({ notifiedAt: null })).toBe(1); // Holguín keeps waiting
  });

  test('two restocks handled at the same time send one e-mail', async () => {
    await subscribe(buyers.habana.token);
    // Written around the guarded writes on purpose, so only these two calls race for the alert.
    const inStock = await Product.findByIdAndUpdate(product._id, { $set: { availableCount: 2 } }, { returnDocument: 'after' }).lean();
    const sent = await Promise.all([notifyRestocked(inStock as never), notifyRestocked(inStock as never)]);
    await settleStockAlerts();
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(mailsTo(buyers.habana.email)).toHaveLength(1);
  });

  test('a push alert with no device subscribed falls back to e-mail', async () => {
    await subscribe(buyers.habana.token, 'push');
    await restock(1);
    expect(mailsTo(buyers.habana.email)).toHaveLength(1);
  });

  test('only sold-out products take alerts; the buyer sees and cancels theirs; guests are refused', async () => {
    const url = `/api/stockAlerts?productId=${String(product._id)}`;
    expect((await call(alerts.GET, { url, token: buyers.habana.token })).body).toEqual({ subscribed: false });
    await subscribe(buyers.habana.token);
    expect((await call(alerts.GET, { url, token: buyers.habana.token })).body).toEqual({ subscribed: true, channel: 'email' });
    await call(alerts.DELETE, { url, method: 'DELETE', token: buyers.habana.token });
    expect((await call(alerts.GET, { url, token: buyers.habana.token })).body).toEqual({ subscribed: false });
    expect((await call(alerts.POST, { url: '/api/stockAlerts', method: 'POST', body: { productId: String(product._id) } })).status).toBe(401);

    await restock(4);
    const refused = await subscribe(buyers.habana.token);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: 'Este producto tiene existencias: puede comprarlo ya.' });
    expect(mailsTo(buyers.habana.email)).toHaveLength(0); // the cancelled alert sent nothing
  });
});
