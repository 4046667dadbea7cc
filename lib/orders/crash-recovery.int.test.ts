import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Types } from 'mongoose';
import { CHECKPOINTS } from '@/lib/orders/checkpoint';
import { recoverInterruptedOrders } from '@/lib/orders/recovery';
import { Order } from '@/models/Order';
import { OrderAttempt } from '@/models/OrderAttempt';
import { useTestDatabase } from '@/scripts/test-support/db';
import { createProduct } from '@/scripts/test-support/fixtures';
import { createBuyer, createSeller, orderPayload, postOrder, snapshot } from '@/scripts/test-support/orders';
import { startMailCatcher } from '@/scripts/test-support/smtp';

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, '..', '..');
const CHILD = path.join(ROOT, 'scripts', 'test-support', 'order-child.ts');

/** Runs order creation in a child process that stops at `step`, then SIGKILLs it there. */
function runAndKillAt(step: string, token: string, payload: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, token, JSON.stringify(payload)], {
      cwd: ROOT, env: { ...process.env, ORDER_TEST_PAUSE_AT: step }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(`ORDER_PAUSED ${step}`)) child.kill('SIGKILL');
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (_code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`child ended without pausing at ${step}: ${out}${err}`))));
  });
}

async function scenario() {
  const seller = await createSeller({ cost: 2 });
  const lamp = await createProduct(seller, { name: 'Lámpara', price: 15, isManualImportCost: true, importCost: 5, points: 20, availableCount: 6 });
  const rice = await createProduct(seller, { name: 'Arroz', price: 8, fastDelivery: true, availableCount: 9 });
  const buyer = await createBuyer([{ product: lamp._id, count: 2 }, { product: rice._id, count: 3 }], { walletCents: 2500, points: 200 });
  return { buyer, ids: [lamp._id, rice._id] as Types.ObjectId[] };
}

describe('an order process killed at each step, then the recovery sweep', () => {
  useTestDatabase();
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  beforeAll(async () => {
    mail = await startMailCatcher();
  });
  afterAll(() => mail.stop());

  test.each(CHECKPOINTS.map((step) => [step]))('killed at %s: a complete order, or none with everything given back', async (step) => {
    const { buyer, ids } = await scenario();
    const before = await snapshot(ids, buyer.user._id);
    await runAndKillAt(step, buyer.token, orderPayload({ useWallet: true }));
    const report = await recoverInterruptedOrders({ olderThanMs: 0 });
    expect(report.review).toBe(0);
    const after = await snapshot(ids, buyer.user._id);
    const order = await Order.findOne({ 'user._id': buyer.user._id }).lean();
    expect(await OrderAttempt.countDocuments({ user: buyer.user._id })).toBe(0);
    if (!order) {
      expect(['attempt-recorded', 'stock-0', 'stock-1', 'wallet-taken', 'number-allocated']).toContain(step);
      expect(after).toEqual(before);
      return;
    }
    expect(['order-inserted', 'cart-cleared']).toContain(step);
    expect(after.stock).toEqual({ [String(ids[0])]: before.stock[String(ids[0])] - 2, [String(ids[1])]: before.stock[String(ids[1])] - 3 });
    expect(after.sales).toEqual({ [String(ids[0])]: 2, [String(ids[1])]: 3 });
    expect(after.walletCents).toBe(before.walletCents - Math.round(order.walletPayment * 100));
    expect(order.walletPayment).toBe(25);
    expect(after.points).toBe(before.points - order.pointsUsed);
    expect(order.pointsUsed).toBe(125);
    expect(after.cartLines).toBe(0);
  });

  test('the sweep leaves recent attempts alone and runs twice harmlessly', async () => {
    const { buyer, ids } = await scenario();
    const before = await snapshot(ids, buyer.user._id);
    await runAndKillAt('stock-1', buyer.token, orderPayload({ useWallet: true }));
    expect(await recoverInterruptedOrders()).toMatchObject({ rolledBack: 0 });
    expect((await snapshot(ids, buyer.user._id)).stock).not.toEqual(before.stock);
    expect(await recoverInterruptedOrders({ olderThanMs: 0 })).toMatchObject({ rolledBack: 1 });
    expect(await recoverInterruptedOrders({ olderThanMs: 0 })).toMatchObject({ rolledBack: 0 });
    expect(await snapshot(ids, buyer.user._id)).toEqual(before);
  });

  test('a cancel interrupted after its status change is finished by the sweep, once', async () => {
    const { buyer, ids } = await scenario();
    const before = await snapshot(ids, buyer.user._id);
    const created = await postOrder(buyer.token, orderPayload({ useWallet: true }));
    expect(created.status).toBe(200);
    // What a process killed right after the cancel's guarded write leaves behind:
    await Order.updateOne({ _id: created.body.orderId }, { $set: { currentStatus: 'Cancelado', compensatedAt: new Date(0), 'compensation.state': 'pending' } });
    expect((await recoverInterruptedOrders({ olderThanMs: 0 })).cancels).toBe(1);
    expect((await recoverInterruptedOrders({ olderThanMs: 0 })).cancels).toBe(0);
    const after = await snapshot(ids, buyer.user._id);
    expect({ ...after, orderCount: 0 }).toEqual({ ...before, cartLines: 0, orderCount: 0 });
  });
});
