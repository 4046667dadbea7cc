/*
 * A second (or third) store process for the cross-process lock tests (lib/document-lock.int.test.ts):
 * the store's own code in a process of its own, against MONGODB_URI, so that what it shares with the
 * test's process is the database and nothing else. It prints 'READY' once connected, waits for a
 * line 'GO' on stdin (so every process starts its burst at the same moment), runs its command and
 * prints 'RESULT <json>'.
 *   orders <token> <count>          POST /api/orders (the real route handler) <count> times at once;
 *                                   RESULT is the list of { status, message }.
 *   debits <userId> <count> <cents> <count> wallet debits of <cents> at once (lib/wallet/ledger.ts);
 *                                   RESULT is the list of statuses, or the error's message.
 *   hold <key>                      takes withDocumentLock(<key>), prints 'HELD' and waits to be killed.
 * Run with `node --import tsx scripts/test-support/lock-child.ts <command> …`.
 */
import readline from 'node:readline';
import * as orders from '@/app/api/orders/route';
import { connectDb } from '@/lib/db';
import { withDocumentLock } from '@/lib/guarded-write';
import { changeWallet } from '@/lib/wallet/ledger';
import { call } from './http';
import { orderPayload } from './orders';

function goSignal(): Promise<void> {
  const lines = readline.createInterface({ input: process.stdin });
  return new Promise((resolve) => lines.on('line', (line) => line.trim() === 'GO' && resolve()));
}

async function run(command: string, args: string[]): Promise<unknown> {
  if (command === 'orders') {
    const [token, count] = args;
    return Promise.all(
      Array.from({ length: Number(count) }, async () => {
        const answer = await call<{ message?: string }>(orders.POST, { url: '/api/orders', method: 'POST', token, body: orderPayload() });
        return { status: answer.status, message: answer.body?.message };
      }),
    );
  }
  if (command === 'debits') {
    const [user, count, cents] = args;
    return Promise.all(
      Array.from({ length: Number(count) }, () =>
        changeWallet({ user, amountCents: -Number(cents), kind: 'adjustment', reason: 'prueba entre procesos' }).then(
          (result) => result.status,
          (error: unknown) => `error: ${error instanceof Error ? error.message : String(error)}`,
        ),
      ),
    );
  }
  if (command === 'hold') {
    return withDocumentLock(args[0], async () => {
      process.stdout.write('HELD\n');
      await new Promise(() => {}); // until killed
    });
  }
  throw new Error(`unknown command ${command}`);
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  await connectDb();
  const go = goSignal();
  process.stdout.write('READY\n');
  await go;
  const result = await run(command, args);
  process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
