import * as account from '@/app/api/users/[id]/account/route';
import * as myWallet from '@/app/api/wallet/route';
import * as adminWallet from '@/app/api/admin/users/[id]/wallet/route';
import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import type { WalletLedgerDto } from '../wallet/dto';
import type { UserAccountDto } from './dto';
import { getPublicProfile } from './service';

withTestDatabase();

const PRIVATE = { email: 'laura.privada@prueba.cu', phone: '+5351112233', walletCents: 4200, points: 77, lastName: 'Pérez García' };
const readAccount = (id: string, token?: string) =>
  call<UserAccountDto & { message?: string }>(account.GET, { url: `/api/users/${id}/account`, token, params: { id } });

test('the public profile shows a name and a picture, never a private field', async () => {
  const { user } = await createUser({ ...PRIVATE, name: 'Laura' });
  const profile = (await getPublicProfile(String(user._id)))!;
  expect(profile).toEqual({ _id: String(user._id), displayName: 'Laura P.', profilePictureUrl: '', isSeller: false, description: '' });
  const text = JSON.stringify(profile);
  for (const secret of [PRIVATE.email, PRIVATE.phone, PRIVATE.lastName, user.couponCode]) expect(text).not.toContain(secret);
  const { user: seller } = await createUser({ isImportCompany: true, importCompanyName: 'Tienda Sol', importCompanyDescription: 'Electrodomésticos' });
  expect(await getPublicProfile(String(seller._id))).toMatchObject({ displayName: 'Tienda Sol', isSeller: true, description: 'Electrodomésticos' });
  expect(await getPublicProfile('0123456789abcdef01234567')).toBeNull();
  expect(await getPublicProfile('no-es-un-id')).toBeNull();
});

test("only super admins read a user's account and wallet ledger", async () => {
  const { user, token: ownToken } = await createUser({ ...PRIVATE, email: 'otra.laura@prueba.cu' });
  const id = String(user._id);
  const seller = await createUser({ isImportCompany: true });
  const orderAdmin = await createUser({ isImportAdmin: true });
  const superAdmin = await createUser({ isSuperAdmin: true });

  expect((await readAccount(id)).status).toBe(401);
  for (const who of [ownToken, seller.token, orderAdmin.token]) {
    const denied = await readAccount(id, who);
    expect(denied.status).toBe(403);
    expect(JSON.stringify(denied.body)).not.toContain('otra.laura');
  }

  await call(adminWallet.PATCH, {
    url: `/api/admin/users/${id}/wallet`,
    method: 'PATCH',
    token: superAdmin.token,
    body: { amount: 8, reason: 'Compensación por demora' },
    params: { id },
  });
  const read = await readAccount(id, superAdmin.token);
  expect(read.status).toBe(200);
  expect(read.body).toMatchObject({
    email: 'otra.laura@prueba.cu',
    phone: PRIVATE.phone,
    couponCode: user.couponCode,
    points: 77,
    wallet: 50,
    ordersCount: 0,
    roles: { seller: false, orderAdmin: false, superAdmin: false },
  });
  expect(read.body.ledger).toMatchObject({ balance: 50, balanced: true, total: 2 });
  expect(read.body.ledger.entries.map((e) => [e.kind, e.amount, e.balanceAfter, e.reason])).toEqual([
    ['adjustment', 8, 50, 'Compensación por demora'],
    ['opening', 42, 42, ''],
  ]);
  expect(JSON.stringify(read.body)).not.toMatch(/passwordHash|sessionVersion|subscriptions/);
  expect((await readAccount('0123456789abcdef01234567', superAdmin.token)).status).toBe(404);

  // The buyer reads their own ledger, and only their own.
  const mine = await call<WalletLedgerDto>(myWallet.GET, { url: '/api/wallet', token: ownToken });
  expect(mine.status).toBe(200);
  expect(mine.body).toMatchObject({ balance: 50, balanced: true });
  expect((await call(myWallet.GET, { url: '/api/wallet' })).status).toBe(401);
  const others = await call<WalletLedgerDto>(myWallet.GET, { url: '/api/wallet', token: seller.token });
  expect(others.body).toMatchObject({ balance: 0, entries: [] });
});
