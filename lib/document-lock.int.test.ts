import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { withDocumentLock } from '@/lib/guarded-write';
import { messages as m } from '@/lib/messages';
import { settleWallet } from '@/lib/wallet/ledger';
import { DocumentLock } from '@/models/DocumentLock';
import { Order } from '@/models/Order';
import { Product } from '@/models/Product';
import { User } from '@/models/User';
import { WalletEntry } from '@/models/WalletEntry';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct } from '@/scripts/test-support/fixtures';
import { createBuyer, createSeller } from '@/scripts/test-support/orders';

/*
 * withDocumentLock across real processes: each burst is sent from two store processes of their own
 * (scripts/test-support/lock-child.ts), which share the test's database and nothing else, so only a
 * lock held in the database can order them.
 */
jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '..');
const CHILD = path.join(ROOT, 'scripts', 'test-support', 'lock-child.ts');

type Child = { process: ChildProcess; output: () => string; waitFor: (text: string) => Promise<string> };

function startChild(args: string[]): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, ...args], { cwd: ROOT, env: process.env, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const waiters: (() => void)[] = [];
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const check of waiters.splice(0)) check();
  });
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const waitFor = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        const at = out.indexOf(text);
        if (at >= 0)
          resolve(
            out
              .slice(at + text.length)
              .split('\n')[0]
              .trim(),
          );
        else if (child.exitCode !== null || child.signalCode !== null) reject(new Error(`child ended before '${text}': ${out}${err}`));
        else waiters.push(check);
      };
      child.once('exit', () => check());
      check();
    });
  return { process: child, output: () => out + err, waitFor };
}

/** Starts one child per argument list, lets them all go at once, and answers each one's RESULT. */
async function burst<T>(...argLists: string[][]): Promise<T[]> {
  const children = argLists.map(startChild);
  await Promise.all(children.map((c) => c.waitFor('READY')));
  for (const c of children) c.process.stdin!.write('GO\n');
  return Promise.all(children.map(async (c) => JSON.parse(await c.waitFor('RESULT ')) as T));
}

describe('withDocumentLock across processes', () => {
  useTestDatabase();

  test('one buyer sending the same order 10 times through two processes gets one order', async () => {
    const seller = await createSeller();
    const product = await createProduct(seller, { fastDelivery: true, availableCount: 50 });
    const buyer = await createBuyer([{ product: product._id, count: 2 }]);
    const token = buyer.token;
    const answers = (await burst<{ status: number; message?: string }[]>(['orders', token, '5'], ['orders', token, '5'])).flat();
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).map((a) => [a.status, a.message])).toEqual(Array(9).fill([400, m.checkout.emptyCart]));
    expect(await Order.countDocuments({ 'user._id': buyer.user._id })).toBe(1);
    expect((await Product.findById(product._id).lean())!.availableCount).toBe(48);
    expect(await DocumentLock.countDocuments()).toBe(0); // every holder let go
  });

  test('debits of one wallet through four processes keep its ledger whole and never go below zero', async () => {
    const buyer = await createBuyer([], { walletCents: 10_000 });
    const user = String(buyer.user._id);
    // 24 debits of 5 USD against 100 USD from four processes: exactly 20 go through and 4 find the
    // wallet short, each waiting its turn rather than giving up after its compare-and-set lost again and again.
    const debits = ['debits', user, '6', '500'];
    const statuses = (await burst<string[]>(debits, debits, debits, debits)).flat();
    expect(statuses.filter((s) => s !== 'applied' && s !== 'short')).toEqual([]);
    expect(statuses.filter((s) => s === 'applied')).toHaveLength(20);
    expect(statuses.filter((s) => s === 'short')).toHaveLength(4);
    await settleWallet(user);
    const after = (await User.findById(user).lean())!;
    expect(after.walletCents).toBe(0);
    const entries = await WalletEntry.find({ userId: user }).sort({ seq: 1 }).lean();
    const seqs = entries.map((e) => e.seq);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => seqs[0] + i)); // no gap, no repeat
    expect(seqs.at(-1)).toBe(after.walletSeq);
    expect(entries.filter((e) => e.amountCents === -500)).toHaveLength(20);
    expect(entries.every((e) => e.balanceAfterCents >= 0)).toBe(true);
    expect(entries.at(-1)!.balanceAfterCents).toBe(0);
  });

  test('a holder that is killed keeps the key until its lease lapses, then another process takes it', async () => {
    const key = `prueba:titular-muerto:${Date.now()}`;
    const holder = startChild(['hold', key]);
    await holder.waitFor('READY');
    holder.process.stdin!.write('GO\n');
    await holder.waitFor('HELD');
    const held = await DocumentLock.findById(key).lean();
    expect(held).not.toBeNull(); // the lock is in the database, where every process sees it
    holder.process.kill('SIGKILL');
    await new Promise((resolve) => holder.process.once('exit', resolve));
    // This process waits for it (as a request would), and gets it once the dead holder's lease lapsed.
    const ranAt = await withDocumentLock(key, async () => {
      const now = Date.now();
      const mine = await DocumentLock.findById(key).lean();
      expect(mine!.holder).not.toBe(held!.holder);
      return now;
    });
    expect(ranAt).toBeGreaterThanOrEqual(held!.expiresAt.getTime());
    expect(await DocumentLock.findById(key).lean()).toBeNull(); // and let it go
  });
});
