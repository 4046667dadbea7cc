import { Types } from 'mongoose';
import * as cancel from '@/app/api/orders/cancelOrder/[orderId]/route';
import * as adminWallet from '@/app/api/admin/users/[id]/wallet/route';
import { messages as m } from '@/lib/messages';
import { returnWallet, takeWallet } from '@/lib/orders/ledger';
import { markStep, openAttempt, releaseAttempt, WALLET_KEY } from '@/lib/orders/attempt';
import { recoverInterruptedOrders } from '@/lib/orders/recovery';
import { OrderAttempt } from '@/models/OrderAttempt';
import { Order } from '@/models/Order';
import { User } from '@/models/User';
import { WalletEntry } from '@/models/WalletEntry';
import { useTestDatabase as withTestDatabase } from '@/scripts/test-support/db';
import { createProduct, createUser } from '@/scripts/test-support/fixtures';
import { call } from '@/scripts/test-support/http';
import { createBuyer, createSeller, orderPayload, postOrder, setCart } from '@/scripts/test-support/orders';
import { createRandom } from '@/scripts/server/seed/random';
import { planDemoUsers } from '@/scripts/server/seed/users';
import { changeWallet, copyPendingEntries } from './ledger';
import { ledgerChains, ledgerSum, type PlannedEntry } from './plan';
import { walletLedgerOf } from './service';

jest.setTimeout(120_000);
withTestDatabase();

/** The stored balance, the sum of the ledger, whether it chains 1..n, and what is still pending. */
async function books(userId: Types.ObjectId | string) {
  const user = (await User.findById(userId, 'walletCents walletPending').lean())!;
  const entries = await WalletEntry.find({ userId }).sort({ seq: 1 }).lean();
  return { balance: user.walletCents, sum: ledgerSum(entries), chains: ledgerChains(entries), pending: user.walletPending.length, entries };
}

const cancelOrder = (token: string, orderId: string) =>
  call<{ message: string }>(cancel.PATCH, { url: `/api/orders/cancelOrder/${orderId}`, method: 'PATCH', token, params: { orderId } });

test('after many concurrent wallet orders, cancellations and admin adjustments the balance equals the ledger sum', async () => {
  const admin = await createUser({ isSuperAdmin: true });
  const seller = await createSeller();
  const product = await createProduct(seller, { fastDelivery: true, price: 7, availableCount: 10_000, maxCount: 50 });
  const buyer = await createBuyer([], { walletCents: 20_000 });
  const id = String(buyer.user._id);
  const placed: string[] = [];
  for (let round = 0; round < 6; round++) {
    await setCart(id, [{ product: product._id, count: 1 + (round % 3) }]);
    const toCancel = placed.splice(0, 2);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => postOrder(buyer.token, orderPayload({ useWallet: true }))),
      ...toCancel.flatMap((orderId) => Array.from({ length: 3 }, () => cancelOrder(admin.token, orderId))),
      call(adminWallet.PATCH, {
        url: `/api/admin/users/${id}/wallet`,
        method: 'PATCH',
        token: admin.token,
        body: { amount: 1.25, reason: `Bono ${round}` },
        params: { id },
      }),
    ]);
    expect(answers.map((a) => a.status).filter((s) => s >= 500)).toEqual([]);
    placed.push(...answers.flatMap((a) => ((a.body as { orderId?: string }).orderId ? [(a.body as { orderId: string }).orderId] : [])));
  }
  // And the guarded steps themselves, without checkout's one order at a time per buyer:
  const orderIds = Array.from({ length: 30 }, () => String(new Types.ObjectId()));
  const debits = await Promise.all(orderIds.map((orderId) => takeWallet({ user: id, walletCents: 900, points: 0, orderId })));
  await Promise.all(
    orderIds.filter((_, i) => debits[i] && i % 2 === 0).map((orderId) => returnWallet({ user: id, walletCents: 900, points: 0, orderId }, 'cancelRefund')),
  );

  const after = await books(id);
  expect(after.pending).toBe(0);
  expect(after.balance).toBe(after.sum);
  expect(after.chains).toBe(true);
  expect(after.balance).toBeGreaterThanOrEqual(0);
  // Every wallet payment and refund of a real order has exactly one entry.
  const orders = await Order.find({ 'user._id': id }).lean();
  const paid = orders.filter((o) => o.walletPayment > 0);
  expect(paid.length).toBeGreaterThan(1);
  const kindOf = (kind: string) => after.entries.filter((e) => e.kind === kind).map((e) => String(e.orderId));
  for (const order of paid) expect(kindOf('orderPayment').filter((o) => o === String(order._id))).toHaveLength(1);
  const cancelled = paid
    .filter((o) => o.currentStatus === m.orderStatus.cancelled)
    .map((o) => String(o._id))
    .sort();
  expect(cancelled.length).toBeGreaterThan(0);
  expect(
    kindOf('cancelRefund')
      .filter((o) => !orderIds.includes(o))
      .sort(),
  ).toEqual(cancelled);
  expect(after.entries.filter((e) => e.kind === 'opening').map((e) => [e.seq, e.amountCents])).toEqual([[1, 20_000]]);
  expect(after.entries.filter((e) => e.kind === 'adjustment')).toHaveLength(6);

  const ledger = (await walletLedgerOf(id))!;
  expect(ledger.balanced).toBe(true);
  expect(ledger.balance * 100).toBe(after.balance);
});

test('a balance can never go below 0, and a refused debit writes no entry', async () => {
  const { user } = await createUser({ walletCents: 500 });
  const id = String(user._id);
  expect(await takeWallet({ user: id, walletCents: 501, points: 0 })).toBe(false);
  expect(await WalletEntry.countDocuments({ userId: id })).toBe(0);
  expect(await takeWallet({ user: id, walletCents: 500, points: 0 })).toBe(true);
  expect((await books(id)).entries.map((e) => [e.kind, e.amountCents, e.balanceAfterCents])).toEqual([
    ['opening', 500, 500],
    ['orderPayment', -500, 0],
  ]);
});

test('a user stored without wallet fields (inserted raw) has a wallet of 0 that can be credited, and not debited', async () => {
  const { user } = await createUser();
  await User.collection.updateOne({ _id: user._id }, { $unset: { walletCents: '', walletSeq: '', walletPending: '' } });
  const id = String(user._id);
  expect(await takeWallet({ user: id, walletCents: 1, points: 0 })).toBe(false);
  expect(await changeWallet({ user: id, amountCents: 750, kind: 'adjustment', reason: 'Bono' })).toMatchObject({ status: 'applied', balanceCents: 750 });
  const after = await books(id);
  expect([after.balance, after.sum, after.chains, after.pending]).toEqual([750, 750, true, 0]);
});

test('a process stopping after the balance moved leaves the entry on the user document; the sweep copies it once', async () => {
  const { user } = await createUser();
  const id = String(user._id);
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  const create = jest.spyOn(WalletEntry, 'create').mockRejectedValueOnce(new Error('process killed'));
  try {
    const result = await changeWallet({ user: id, amountCents: 1500, kind: 'adjustment', reason: 'Compensación', by: null });
    expect(result.status).toBe('applied');
  } finally {
    create.mockRestore();
    quiet.mockRestore();
  }
  const stopped = await books(id);
  expect([stopped.balance, stopped.sum, stopped.pending]).toEqual([1500, 0, 1]);
  const pending = (await User.findById(id, 'walletPending walletSeq').lean<{ walletPending: PlannedEntry[]; walletSeq: number }>())!;
  expect(ledgerSum(pending.walletPending)).toBe(1500 - stopped.sum);

  await recoverInterruptedOrders({ olderThanMs: 0 });
  await copyPendingEntries(id, pending.walletPending, pending.walletSeq); // copying again keeps one entry
  const recovered = await books(id);
  expect([recovered.balance, recovered.sum, recovered.pending, recovered.entries.length]).toEqual([1500, 1500, 0, 1]);
});

test('ledger entries cannot be changed or deleted', async () => {
  const { user } = await createUser();
  await changeWallet({ user: String(user._id), amountCents: 100, kind: 'adjustment', reason: 'x' });
  await expect(WalletEntry.updateOne({ userId: user._id }, { $set: { amountCents: 1_000_000 } })).rejects.toThrow(/append-only/);
  await expect(WalletEntry.deleteOne({ userId: user._id })).rejects.toThrow(/append-only/);
  expect((await books(user._id)).sum).toBe(100);
});

test('the seeded demo buyer starts with an opening entry, so its 50 USD are the ledger sum', async () => {
  const { toInsert } = await planDemoUsers(createRandom('wallet'), new Map(), new Set());
  const buyer = toInsert.get('buyer')!;
  await User.insertMany([buyer]);
  const ledger = (await walletLedgerOf(String(buyer._id)))!;
  expect(ledger).toMatchObject({ balance: 50, balanced: true, total: 1 });
  expect(ledger.entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([['opening', 50, 50]]);
  expect(await takeWallet({ user: String(buyer._id), walletCents: 1000, points: 0 })).toBe(true);
  expect(await books(buyer._id)).toMatchObject({ balance: 4000, sum: 4000, chains: true });
});

test('a wallet debit left in doubt by a stopped process is decided from the ledger, not parked for review', async () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    for (const debited of [true, false]) {
      const { user } = await createUser({ walletCents: 3000 });
      const id = String(user._id);
      const wallet = { user: id, walletCents: 1200, points: 0 };
      const attempt = await openAttempt({ user: id, stock: [], wallet, cartLines: [] });
      await markStep(attempt._id, 'started', WALLET_KEY);
      // The process stops after the debit's write (or before it), before recording it as taken:
      if (debited) expect(await takeWallet({ ...wallet, orderId: String(attempt.orderId) })).toBe(true);
      releaseAttempt(attempt._id);
      const report = await recoverInterruptedOrders({ olderThanMs: 0 });
      expect([report.rolledBack, report.review]).toEqual([1, 0]);
      expect(await OrderAttempt.exists({ _id: attempt._id })).toBeNull();
      const after = await books(id);
      expect([after.balance, after.sum]).toEqual([3000, debited ? 3000 : 0]);
      expect(after.entries.map((e) => e.kind)).toEqual(debited ? ['opening', 'orderPayment', 'orderRollback'] : []);
    }
  } finally {
    quiet.mockRestore();
  }
});
