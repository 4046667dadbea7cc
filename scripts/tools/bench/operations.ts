import { spawn } from 'node:child_process';
import os from 'node:os';
import { login, send } from './ops-client';
import type { OpsContext } from './ops-context';
import type { OpsFixture } from './ops-fixture';
import { CALL_TIMEOUT_MS, opsMarkdownTable, opsTextTable, rowPasses, type OpRow } from './ops-measure';
import { adminRows, FIRST_DELIVERIES, orderListRows, PRODUCT_SEARCH, sellerRows } from './ops-lists';
import { restartRows } from './ops-restart';
import { conversationRows, stockAlertRows } from './ops-talk';
import { accountRows, cartRows, concurrentOrdersRow, manageRows, orderRows } from './ops-writes';

/*
 * Every user-facing operation of decision 18, through the store's real HTTP API as the right role's
 * real user (logged in through the API first), one call after another: median and p99 against
 * the budgets. Writes use the benchmark's own listings (ops-fixture.ts), whose stock every
 * run puts back, so the dataset stays usable. Each call gives up after 60 s ("timeout") and its
 * row stops there. The restart rows come last: the caller stops the store and starts it again.
 */

/** The rows by group, in the order they run: later groups use the orders the earlier ones placed. */
const GROUPS: Record<string, (ctx: OpsContext) => Promise<OpRow[]>> = {
  accounts: accountRows,
  cart: cartRows,
  orders: orderRows,
  concurrent: async (ctx) => [await concurrentOrdersRow(ctx)],
  manage: manageRows,
  orderLists: orderListRows,
  seller: sellerRows,
  admin: adminRows,
  conversations: conversationRows,
  stockAlerts: stockAlertRows,
};

/** Every group's name, and 'restart', for --rows. */
export const OPERATION_GROUPS = [...Object.keys(GROUPS), 'restart'];

const chosen = (groups: readonly string[] | null, name: string) => !groups || groups.includes(name);

type Options = { base: string; calls: number; groups: readonly string[] | null; fixture: OpsFixture; mailDir: string; log: (line: string) => void };

/** Signs every account in and runs the rows that need the store as it is (all but the restart). */
async function measureOperations(options: Options): Promise<{ ctx: OpsContext; rows: OpRow[] }> {
  const { base, fixture, log } = options;
  log(`Operaciones: ${options.calls} llamadas por fila, una tras otra; inicio de sesión de ${fixture.buyers.length + 3} cuentas…`);
  const buyers = [];
  for (const buyer of fixture.buyers) buyers.push(await login(base, buyer));
  const ctx: OpsContext = {
    base,
    calls: options.calls,
    fixture,
    mailDir: options.mailDir,
    buyers,
    seller: await login(base, fixture.seller),
    largeSeller: await login(base, fixture.largeSeller),
    orderAdmin: await login(base, fixture.orderAdmin),
    superAdmin: await login(base, fixture.superAdmin),
    created: { cash: [], wallet: [], coupon: [] },
    ownerOf: new Map(),
    turn: 0,
  };
  await untilSideTablesReady(ctx, log);
  const rows: OpRow[] = [];
  for (const [name, group] of Object.entries(GROUPS)) if (chosen(options.groups, name)) rows.push(...(await group(ctx)));
  return { ctx, rows };
}

/** How long a just-seeded database may take to build its side tables before the rows are measured. */
const SIDE_TABLES_LIMIT_MS = 15 * 60_000;

/**
 * Waits until the reads that need the embedded FerretDB's side tables answer (the word index for the
 * admin's product search, order lines by seller for /delivers). A database seeded just now builds
 * them at its first start, which for 100,000 products' words takes minutes, and meanwhile those reads
 * answer 503 with Retry-After by design. The rows measure the store after that; the wait is printed.
 */
async function untilSideTablesReady(ctx: OpsContext, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  for (const [token, route] of [
    [ctx.superAdmin.token, PRODUCT_SEARCH],
    [ctx.seller.token, FIRST_DELIVERIES],
  ]) {
    for (;;) {
      try {
        await send(ctx.base, 'GET', route, { token });
        break;
      } catch (error) {
        if (!String(error).includes(': 503 ') || Date.now() - started > SIDE_TABLES_LIMIT_MS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    }
  }
  const waited = Date.now() - started;
  if (waited > 5_000)
    log(
      `Tablas auxiliares de la base de datos listas tras ${Math.round(waited / 1000)} s (la primera vez tras sembrar; mientras tanto, esas consultas responden 503 con Retry-After).`,
    );
}

/**
 * The whole operations part: every row, then the store is stopped and started again on its port
 * (`restart`) for the first answers. Prints the table; the stock check reads the database directly.
 */
export async function runOperations(
  options: Omit<Options, 'base'> & { store: { url: string; stop(): Promise<void> }; restart: () => Promise<unknown> },
): Promise<OpRow[]> {
  const { connectDb, disconnectDb } = await import('@/lib/db');
  await connectDb();
  try {
    const base = options.store.url;
    const { ctx, rows } = await measureOperations({ ...options, base });
    if (chosen(options.groups, 'restart')) {
      options.log('Reiniciando la tienda en el mismo puerto, con otro proceso ocupando un núcleo…');
      // A loaded machine, as a store shares it: the restart's first answers must not wait for the idle core.
      const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
      try {
        await options.store.stop();
        const restarted = options.restart();
        rows.push(...(await restartRows(ctx, Number(new URL(base).port))));
        await restarted;
      } finally {
        busy.kill();
      }
    }
    options.log(`\n${opsTextTable(rows)}\n`);
    return rows;
  } finally {
    await disconnectDb();
  }
}

/** The Markdown section of docs/PERFORMANCE.md for one run. */
export function operationsSection(rows: readonly OpRow[], info: { started: Date; dataset: string; database: string; calls: number }): string {
  const cpu = os.cpus();
  const passed = rows.filter(rowPasses).length;
  return [
    `### Every operation (decision 18): ${info.started.toISOString().slice(0, 10)}, ${info.dataset}`,
    '',
    `- Measured ${info.started.toISOString().replace('T', ' ').slice(0, 16)} UTC by \`npm run bench -- --only=operations\`: ${info.calls} calls per row, one after another, each as its role's user through the store's HTTP API; p99 is the nearest rank (with 20 calls, the slowest).`,
    `- Database: ${info.database}. Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')} at the end.`,
    `- ${passed} of ${rows.length} rows within budget. A row stops at its first call without a correct answer within ${CALL_TIMEOUT_MS / 1000} s ("timeout"). Registration (400 ms, bcrypt like login) and the small writes of conversations and stock alerts (300 ms, like a status change) have no budget in the issue: those are ours.`,
    '',
    ...opsMarkdownTable(rows),
  ].join('\n');
}
