import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Types } from 'mongoose';
import { holdId, markStep, openAttempt, releaseAttempt, stockKey } from '@/lib/orders/attempt';
import { CHECKPOINTS } from '@/lib/orders/checkpoint';
import { returnStock, takeStock } from '@/lib/orders/ledger';
import { recoverInterruptedOrders } from '@/lib/orders/recovery';
import { Order } from '@/models/Order';
import { OrderAttempt } from '@/models/OrderAttempt';
import { Product } from '@/models/Product';
import { useTestDatabase } from '@/scripts/test-support/db';
import { recordFigure, scaled } from '@/scripts/test-support/figures';
import { createProduct } from '@/scripts/test-support/fixtures';
import { createBuyer, createSeller, orderPayload, postOrder, snapshot } from '@/scripts/test-support/orders';
import { startMailCatcher } from '@/scripts/test-support/smtp';

/*
 * What covers what: this test kills a small child process that runs only createOrder, then calls the
 * recovery sweep in-process; without a Next.js restart it is fast, so it also covers single writes in
 * flight, the sweep's age cutoff, repeated sweeps and interrupted cancels. e2e/security/server-kill.spec.ts
 * kills the real store server (scripts/server/server.ts serving the production build) while it takes
 * POST /api/orders, and relies on the sweep that server runs at boot.
 */
const KILLS = scaled(10, 200);
jest.setTimeout(120_000 + KILLS * 15_000);

const ROOT = path.resolve(__dirname, '..', '..');
const CHILD = path.join(ROOT, 'scripts', 'test-support', 'order-child.ts');

/** Runs order creation in a child process that stops at `step`, then SIGKILLs it there. */
function runAndKillAt(step: string, token: string, payload: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, token, JSON.stringify(payload)], {
      cwd: ROOT,
      env: { ...process.env, ORDER_TEST_PAUSE_AT: step },
      stdio: ['ignore', 'pipe', 'pipe'],
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

/**
 * Runs order creation in a child process and SIGKILLs it `delayMs` after it began placing the order
 * (no kill when it finishes first). Resolves with whether it finished and how long placing took.
 */
function runAndKillAfter(delayMs: number, token: string, payload: unknown): Promise<{ finished: boolean; ms: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, token, JSON.stringify(payload)], {
      cwd: ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    let started = 0;
    let timer: NodeJS.Timeout | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!started && out.includes('ORDER_STARTED')) {
        started = performance.now();
        if (Number.isFinite(delayMs)) timer = setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      if (signal === 'SIGKILL') resolve({ finished: false, ms });
      else if (code === 0 && out.includes('ORDER_DONE')) resolve({ finished: true, ms });
      else reject(new Error(`child failed (${code}): ${out}${err}`));
    });
  });
}

type Scenario = Awaited<ReturnType<typeof scenario>>;
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/**
 * After the sweep, what is wrong with the attempt: [] when it is a complete order whose stock,
 * sales, wallet, points and cart match it, or no order with everything as it was before.
 */
async function problemsAfter({ buyer, ids }: Scenario, before: Snapshot): Promise<string[]> {
  const after = await snapshot(ids, buyer.user._id);
  const orders = await Order.find({ 'user._id': buyer.user._id }).lean();
  const problems: string[] = [];
  const left = await OrderAttempt.find({ user: buyer.user._id }).lean();
  const held = await Product.find({ _id: { $in: ids }, 'orderHolds.0': { $exists: true } }, 'orderHolds').lean();
  if (held.length) problems.push(`markers left on products: ${JSON.stringify(held.map((p) => p.orderHolds))}`);
  if (left.length)
    problems.push(
      `attempts left: ${JSON.stringify(left.map((a) => ({ state: a.state, started: a.started, taken: a.taken, returning: a.returning, returned: a.returned })))}`,
    );
  if (orders.length === 0) {
    if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`no order, but not everything was given back: ${JSON.stringify({ before, after })}`);
    return problems;
  }
  const [order] = orders;
  if (orders.length > 1) problems.push(`${orders.length} orders`);
  const expected = {
    stock: { [String(ids[0])]: before.stock[String(ids[0])] - 2, [String(ids[1])]: before.stock[String(ids[1])] - 3 },
    sales: { [String(ids[0])]: before.sales[String(ids[0])] + 2, [String(ids[1])]: before.sales[String(ids[1])] + 3 },
    tags: before.tags,
    walletCents: before.walletCents - Math.round(order.walletPayment * 100),
    points: before.points - order.pointsUsed,
    cartLines: 0,
    orderCount: 1,
  };
  if (JSON.stringify(after) !== JSON.stringify(expected)) problems.push(`an order that does not match: ${JSON.stringify({ expected, after })}`);
  if (order.walletPayment !== 25 || order.pointsUsed !== 125) problems.push(`wallet ${order.walletPayment}, points ${order.pointsUsed}`);
  return problems;
}

async function scenario() {
  const seller = await createSeller({ cost: 2 });
  const lamp = await createProduct(seller, { name: 'Lámpara', price: 15, isManualImportCost: true, importCost: 5, points: 20, availableCount: 6 });
  const rice = await createProduct(seller, { name: 'Arroz', price: 8, fastDelivery: true, availableCount: 9 });
  const buyer = await createBuyer(
    [
      { product: lamp._id, count: 2 },
      { product: rice._id, count: 3 },
    ],
    { walletCents: 2500, points: 200 },
  );
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
    expect(await Product.countDocuments({ _id: { $in: ids }, 'orderHolds.0': { $exists: true } })).toBe(0);
  });

  // What a kill in the middle of one stock write leaves: the step is in `started`, not in `taken`.
  // Whether the decrement landed is read from the product's marker, both ways.
  test.each([['landed'], ['did not land']])('a stock take in flight when the process died (%s) is decided, not left for review', async (outcome) => {
    const { buyer, ids } = await scenario();
    const before = await snapshot(ids, buyer.user._id);
    const take = { product: String(ids[0]), count: 2, tags: [] };
    const attempt = await openAttempt({ user: String(buyer.user._id), stock: [take], wallet: null, cartLines: [{ ...take, size: '', color: '' }] });
    expect(await markStep(attempt._id, 'started', stockKey(take.product))).toBe(true);
    if (outcome === 'landed') expect(await takeStock(take, holdId(attempt))).toBe(true);
    releaseAttempt(attempt._id);
    expect(await recoverInterruptedOrders({ olderThanMs: 0 })).toMatchObject({ rolledBack: 1, review: 0 });
    expect(await snapshot(ids, buyer.user._id)).toEqual(before);
    expect(await OrderAttempt.countDocuments({ _id: attempt._id })).toBe(0);
    expect(await Product.countDocuments({ _id: { $in: ids }, 'orderHolds.0': { $exists: true } })).toBe(0);
  });

  test('a stock give-back in flight when the process died is made exactly once', async () => {
    const { buyer, ids } = await scenario();
    const before = await snapshot(ids, buyer.user._id);
    const take = { product: String(ids[0]), count: 2, tags: [] };
    const key = stockKey(take.product);
    const attempt = await openAttempt({ user: String(buyer.user._id), stock: [take], wallet: null, cartLines: [] });
    await markStep(attempt._id, 'started', key);
    expect(await takeStock(take, holdId(attempt))).toBe(true);
    await markStep(attempt._id, 'taken', key);
    // Killed right after the give-back's write, before it was recorded as returned:
    await OrderAttempt.updateOne({ _id: attempt._id }, { $set: { state: 'rollingBack', returning: [key] } });
    await returnStock(take, holdId(attempt));
    releaseAttempt(attempt._id);
    expect(await recoverInterruptedOrders({ olderThanMs: 0 })).toMatchObject({ rolledBack: 1, review: 0 });
    expect(await snapshot(ids, buyer.user._id)).toEqual(before);
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

  // A kill may land in the middle of any single write (a stock decrement, a wallet debit, the order
  // insert, a journal update). Each such write leaves its own trace in the same update (the
  // product's orderHolds marker, the wallet ledger entry, the order under the attempt's id), so
  // the sweep decides every attempt: none may be left for review, none may be lost or half-written.
  test(`killed ${KILLS} times at random moments of order creation: after the sweep each attempt is a whole order or none, none left for review`, async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    const problems: string[] = [];
    let placeMs = 0;
    let finished = 0;
    let parked = 0;
    let broken = 0;
    try {
      for (let trial = 0; trial <= KILLS; trial++) {
        const setup = await scenario();
        const before = await snapshot(setup.ids, setup.buyer.user._id);
        // Trial 0 is not killed: it measures how long placing an order takes here, so the kills land inside it.
        const delay = trial === 0 ? Infinity : Math.random() * placeMs * 1.1;
        const run = await runAndKillAfter(delay, setup.buyer.token, orderPayload({ useWallet: true }));
        if (trial === 0) placeMs = run.ms;
        else if (run.finished) finished += 1;
        // A restart takes a moment: a write the dead process had already sent lands before the sweep runs.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const report = await recoverInterruptedOrders({ olderThanMs: 0 });
        if (report.review > 0) {
          parked += 1;
          problems.push(`kill ${trial} after ${Math.round(delay)} ms: ${report.review} attempt(s) left for review`);
        }
        const found = await problemsAfter(setup, before);
        if (found.length) problems.push(`kill ${trial} after ${Math.round(delay)} ms: ${found.join('; ')}`);
        if (report.review > 0 || found.length) broken += 1;
      }
    } finally {
      quiet.mockRestore();
    }
    recordFigure('procesos matados a mitad de un pedido', KILLS - finished);
    recordFigure('pedidos a medias dejados para revisión', parked);
    recordFigure('pedidos perdidos o a medias', broken);
    expect(problems).toEqual([]);
    expect(finished).toBeLessThan(KILLS);
  });
});
