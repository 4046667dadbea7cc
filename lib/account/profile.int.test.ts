import mongoose from 'mongoose';
import * as getUserWithToken from '@/app/api/accountImport/getUserWithToken/route';
import * as updateDeliveryAddresses from '@/app/api/accountImport/updateDeliveryAddresses/route';
import * as subscription from '@/app/api/accountImport/subscription/route';
import * as publicUser from '@/app/api/accountImport/[id]/route';
import { MAX_DELIVERY_ADDRESSES } from '@/lib/account/address-schema';
import { MAX_SUBSCRIPTIONS } from '@/lib/account/profile-service';
import { messages as m } from '@/lib/messages';
import { User } from '@/models/User';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';

type Profile = Record<string, unknown> & { deliveryAddresses: { name: string; isDefault: boolean }[] };
type Answer = {
  user: Profile;
  token: string;
  cart: { products: { product: { _id: string; name: string }; count: number }[]; points: number };
  message?: string;
  index?: number;
};

const address = (extra: Record<string, unknown> = {}) => ({
  name: 'Luis Gómez',
  address: 'Calle 23 #456, Vedado',
  region: 'La Habana',
  municipality: 'Plaza de la Revolución',
  phone: '+5355512345',
  ci: '85010112345',
  ...extra,
});
const saveAddresses = (token: string, deliveryAddresses: unknown) =>
  call<Answer>(updateDeliveryAddresses.PATCH, { url: '/api/accountImport/updateDeliveryAddresses', method: 'PATCH', token, body: { deliveryAddresses } });
const subscribe = (token: string, endpoint: string) =>
  call<{ ok?: boolean; message?: string }>(subscription.POST, {
    url: '/api/accountImport/subscription',
    token,
    body: {
      subscription: {
        endpoint,
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
      },
    },
  });
const getPublic = (id: string, token?: string) => call<Record<string, unknown>>(publicUser.GET, { url: `/api/accountImport/${id}`, params: { id }, token });

describe('own profile, addresses, push subscriptions and the public user', () => {
  useTestDatabase();

  test('getUserWithToken: own profile with wallet in USD, a token and the cart; never hashes, versions or subscriptions', async () => {
    const seller = await createUser({ isImportCompany: true });
    const product = await createProduct(seller.user, { points: 3 });
    const { user, token } = await createUser({
      walletCents: 5050,
      points: 12,
      subscriptions: [{ endpoint: 'https://push.example.com/a', keys: { p256dh: 'x', auth: 'y' } }],
    });
    await User.updateOne(
      { _id: user._id },
      {
        $set: {
          cart: {
            products: [
              { product: product._id, count: 2 },
              { product: new mongoose.Types.ObjectId(), count: 1 },
            ],
            points: 0,
          },
        },
      },
    );
    const res = await call<Answer>(getUserWithToken.GET, { url: '/api/accountImport/getUserWithToken', token });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      _id: String(user._id),
      wallet: 50.5,
      points: 12,
      couponCode: user.couponCode,
      discountCoupon: 5,
      region: 'La Habana',
      notificationsWeb: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|sessionVersion|subscriptions|walletCents|push\.example/);
    expect(res.body.token).toEqual(expect.any(String));
    expect(res.body.cart.products).toHaveLength(1);
    expect(res.body.cart.products[0]).toMatchObject({ count: 2, product: { _id: String(product._id), name: product.name } });
    expect(res.body.cart.points).toBe(6);
  });

  test('getUserWithToken without a valid token answers 401', async () => {
    expect((await call(getUserWithToken.GET, { url: '/api/accountImport/getUserWithToken' })).status).toBe(401);
    expect((await call(getUserWithToken.GET, { url: '/api/accountImport/getUserWithToken', token: 'no.es.token' })).status).toBe(401);
  });

  test('addresses: the first is the default unless the client flagged another; exactly one default', async () => {
    const { token } = await createUser();
    const first = await saveAddresses(token, [address(), address({ name: 'Rosa Díaz' })]);
    expect(first.status).toBe(200);
    expect(first.body.user.deliveryAddresses.map((a) => a.isDefault)).toEqual([true, false]);
    const edited = await saveAddresses(token, [address(), address({ name: 'Rosa Díaz', isDefault: true })]);
    expect(edited.body.user.deliveryAddresses.map((a) => a.isDefault)).toEqual([false, true]);
    const both = await saveAddresses(token, [address({ isDefault: true }), address({ isDefault: true })]);
    expect(both.body.user.deliveryAddresses.filter((a) => a.isDefault)).toHaveLength(1);
  });

  test.each([
    ['name', { name: '' }, m.address.name],
    ['name too long', { name: 'x'.repeat(81) }, m.address.name],
    ['address', { address: 'x'.repeat(161) }, m.address.address],
    ['region', { region: 'Narnia' }, m.address.region],
    ['municipality of another province', { municipality: 'Guane' }, m.address.municipality],
    ['municipality placeholder', { municipality: 'Municipio' }, m.address.municipality],
    ['phone missing', { phone: '' }, m.address.phoneRequired],
    ['phone letters', { phone: '+53abc' }, m.address.phoneInvalid],
    ['phone too long', { phone: '1'.repeat(21) }, m.address.phoneInvalid],
    ['ci missing', { ci: '' }, m.address.ciRequired],
    ['ci too long', { ci: '1'.repeat(21) }, m.address.ciInvalid],
  ])('address validation (%s) answers the message and the index of the bad address', async (_label, change, message) => {
    const { token, user } = await createUser();
    const res = await saveAddresses(token, [address(), address(change)]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, index: 1 });
    expect((await User.findById(user._id).lean())!.deliveryAddresses).toHaveLength(0);
  });

  test(`at most ${MAX_DELIVERY_ADDRESSES} addresses`, async () => {
    const { token } = await createUser();
    expect(
      (
        await saveAddresses(
          token,
          Array.from({ length: MAX_DELIVERY_ADDRESSES }, () => address()),
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await saveAddresses(
          token,
          Array.from({ length: MAX_DELIVERY_ADDRESSES + 1 }, () => address()),
        )
      ).status,
    ).toBe(400);
  });

  test('subscription: stored once per endpoint, the newest 10 kept', async () => {
    const { token, user } = await createUser();
    expect((await subscribe(token, 'https://fcm.googleapis.com/fcm/send/uno')).body).toEqual({ ok: true });
    await subscribe(token, 'https://fcm.googleapis.com/fcm/send/uno');
    expect((await User.findById(user._id).lean())!.subscriptions).toHaveLength(1);
    for (let i = 0; i < MAX_SUBSCRIPTIONS + 2; i++) await subscribe(token, `https://fcm.googleapis.com/fcm/send/n${i}`);
    const kept = (await User.findById(user._id).lean())!.subscriptions.map((s) => s.endpoint);
    expect(kept).toHaveLength(MAX_SUBSCRIPTIONS);
    expect(kept.at(-1)).toBe(`https://fcm.googleapis.com/fcm/send/n${MAX_SUBSCRIPTIONS + 1}`);
    expect(kept).not.toContain('https://fcm.googleapis.com/fcm/send/uno');
  });

  test.each([
    'http://fcm.googleapis.com/x',
    'https://localhost/x',
    'https://10.0.0.8/x',
    'https://192.168.1.1/x',
    'https://[::1]/x',
    'https://push.internal/x',
    'https://169.254.169.254/x',
  ])('subscription to %s is refused', async (endpoint) => {
    const { token, user } = await createUser();
    expect((await subscribe(token, endpoint)).status).toBe(400);
    expect((await User.findById(user._id).lean())!.subscriptions).toHaveLength(0);
  });

  test('GET {id}: public distributor fields for anyone; the wallet only for the user themself or an admin', async () => {
    const { user: seller, token: sellerToken } = await createUser({
      isImportCompany: true,
      importCompanyName: 'Tienda Sol',
      importCompanyDescription: 'Electrodomésticos',
      walletCents: 1234,
    });
    const id = String(seller._id);
    const anonymous = await getPublic(id);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({
      _id: id,
      profilePictureUrl: '',
      importCompanyName: 'Tienda Sol',
      importCompanyDescription: 'Electrodomésticos',
      name: 'Ana',
      lastName: 'Pérez',
      isImportCompany: true,
    });
    const buyer = await createUser();
    expect((await getPublic(id, buyer.token)).body).not.toHaveProperty('wallet');
    expect((await getPublic(id, sellerToken)).body.wallet).toBe(12.34);
    const orderAdmin = await createUser({ isImportAdmin: true });
    const superAdmin = await createUser({ isSuperAdmin: true });
    expect((await getPublic(id, orderAdmin.token)).body.wallet).toBe(12.34);
    expect((await getPublic(id, superAdmin.token)).body.wallet).toBe(12.34);
  });

  test('GET {id}: a buyer or an admin is not found to anyone but themself and the admins (decision 19.11)', async () => {
    const { user: buyer, token: buyerToken } = await createUser({ name: 'Berta', lastName: 'Compradora', walletCents: 500 });
    const { user: admin, token: adminToken } = await createUser({ isSuperAdmin: true, name: 'Sara', lastName: 'Admin' });
    const { token: otherBuyerToken } = await createUser();
    const { token: sellerToken } = await createUser({ isImportCompany: true });
    const orderAdmin = await createUser({ isImportAdmin: true });
    for (const hidden of [buyer, admin]) {
      const id = String(hidden._id);
      for (const token of [undefined, otherBuyerToken, sellerToken]) {
        const answer = await getPublic(id, token);
        expect([answer.status, answer.body.message]).toEqual([404, m.server.notFound]);
        expect(JSON.stringify(answer.body)).not.toMatch(/Berta|Compradora|Sara|Admin/);
      }
    }
    expect((await getPublic(String(buyer._id), buyerToken)).body).toMatchObject({ name: 'Berta', lastName: 'Compradora', wallet: 5 });
    expect((await getPublic(String(buyer._id), orderAdmin.token)).body).toMatchObject({ name: 'Berta', wallet: 5 });
    expect((await getPublic(String(admin._id), adminToken)).body).toMatchObject({ name: 'Sara', lastName: 'Admin' });
  });

  test('GET {id}: 404 for an unknown or malformed id', async () => {
    expect((await getPublic(new mongoose.Types.ObjectId().toString())).status).toBe(404);
    expect((await getPublic('no-es-un-id')).status).toBe(404);
    expect((await getPublic('aaaaaaaaaaaa')).status).toBe(404);
  });
});
