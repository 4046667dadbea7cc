import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import * as wallet from '@/app/api/admin/users/[id]/wallet/route';
import { messages } from '../messages';
import { User } from '@/models/User';
import { WalletEntry } from '@/models/WalletEntry';
import type { WalletAdjustmentDto } from './dto';

withTestDatabase();

type Adjusted = { wallet: number; adjustment: WalletAdjustmentDto; message?: string };
const adjust = (token: string, id: string, body: unknown) =>
  call<Adjusted>(wallet.PATCH, { url: `/api/admin/users/${id}/wallet`, method: 'PATCH', token, body, params: { id } });
const history = (token: string, id: string) =>
  call<{ wallet: number; adjustments: WalletAdjustmentDto[] }>(wallet.GET, { url: `/api/admin/users/${id}/wallet`, token, params: { id } });

test('each adjustment changes walletCents and keeps who, when, before, after and why', async () => {
  const { user: admin, token } = await createUser({ isSuperAdmin: true, name: 'Marta', lastName: 'Admin' });
  const { user } = await createUser({ walletCents: 1000 });
  const id = String(user._id);

  const added = await adjust(token, id, { amount: 12.5, reason: 'Devolución del pedido #12' });
  expect(added.status).toBe(200);
  expect(added.body.wallet).toBe(22.5);
  expect(added.body.adjustment).toMatchObject({
    before: 10,
    after: 22.5,
    delta: 12.5,
    reason: 'Devolución del pedido #12',
    by: { _id: String(admin._id), name: 'Marta Admin' },
  });

  const taken = await adjust(token, id, { amount: -2.5, reason: 'Corrección' });
  expect(taken.body.wallet).toBe(20);
  expect((await User.findById(id, 'walletCents').lean())!.walletCents).toBe(2000);

  // The wallet held 10 USD before its first entry: an opening entry records them, so the balance is the ledger's sum.
  const entries = await WalletEntry.find({ userId: id }).sort({ seq: 1 }).lean();
  expect(entries.map((e) => [e.seq, e.kind, e.amountCents, e.balanceAfterCents, e.reason, String(e.by)])).toEqual([
    [1, 'opening', 1000, 1000, '', 'null'],
    [2, 'adjustment', 1250, 2250, 'Devolución del pedido #12', String(admin._id)],
    [3, 'adjustment', -250, 2000, 'Corrección', String(admin._id)],
  ]);
  expect(entries.every((e) => e.createdAt instanceof Date)).toBe(true);

  const listed = await history(token, id);
  expect(listed.status).toBe(200);
  expect(listed.body.wallet).toBe(20);
  expect(listed.body.adjustments.map((a) => [a.before, a.after])).toEqual([
    [22.5, 20],
    [10, 22.5],
  ]);
});

test('a wallet never goes below 0, a reason is required and amounts have 2 decimals at most; none of these is logged', async () => {
  const { token } = await createUser({ isSuperAdmin: true });
  const { user } = await createUser({ walletCents: 500 });
  const id = String(user._id);
  const below = await adjust(token, id, { amount: -5.01, reason: 'Demasiado' });
  expect([below.status, below.body.message]).toEqual([400, messages.admin.users.walletNegative]);
  expect((await adjust(token, id, { amount: 5, reason: '' })).body.message).toBe(messages.admin.users.reasonRequired);
  expect((await adjust(token, id, { amount: 1.234, reason: 'Tres decimales' })).body.message).toBe(messages.admin.users.amountInvalid);
  expect((await adjust(token, id, { amount: 0, reason: 'Nada' })).status).toBe(400);
  expect((await adjust(token, '0123456789abcdef01234567', { amount: 1, reason: 'Nadie' })).status).toBe(404);
  expect(await WalletEntry.countDocuments({ userId: id })).toBe(0);
  expect((await User.findById(id, 'walletCents').lean())!.walletCents).toBe(500);
  expect((await adjust(token, id, { amount: -5, reason: 'Vaciar' })).body.wallet).toBe(0);
});

test('concurrent adjustments each apply once and the audit entries chain exactly', async () => {
  const { token } = await createUser({ isSuperAdmin: true });
  const { user } = await createUser({ walletCents: 0 });
  const id = String(user._id);
  const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => adjust(token, id, { amount: 1, reason: `Ajuste ${i}` })));
  const applied = answers.filter((a) => a.status === 200).length;
  expect(applied).toBe(8); // queued one at a time in this process
  const cents = (await User.findById(id, 'walletCents').lean())!.walletCents;
  expect(cents).toBe(applied * 100);
  const entries = await WalletEntry.find({ userId: id }).lean();
  expect(entries).toHaveLength(applied);
  expect(entries.map((e) => e.balanceAfterCents - e.amountCents).sort((a, b) => a - b)).toEqual(Array.from({ length: applied }, (_, i) => i * 100));
});
