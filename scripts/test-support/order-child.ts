/*
 * A child process for the kill-in-the-middle test (lib/orders/crash-recovery.int.test.ts): places
 * one order as the holder of the token in argv[2] with the JSON payload in argv[3], against
 * MONGODB_URI. With ORDER_TEST_PAUSE_AT set it stops at that step (lib/orders/checkpoint.ts) and
 * waits to be killed; otherwise it prints 'ORDER_STARTED' once connected, just before placing the
 * order (the random-kill test counts its delay from there), then 'ORDER_DONE {…}' and exits.
 * Run with `node --import tsx scripts/test-support/order-child.ts <token> <payload>`.
 */
import { loadViewer } from '@/lib/auth/guard';
import { connectDb, disconnectDb } from '@/lib/db';
import { createOrder } from '@/lib/orders/create';
import { createOrderSchema } from '@/lib/orders/schemas';

async function main(): Promise<void> {
  const [token, payload] = process.argv.slice(2);
  await connectDb();
  const viewer = await loadViewer(token);
  if (!viewer) throw new Error('invalid token');
  const input = createOrderSchema.parse(JSON.parse(payload));
  process.stdout.write('ORDER_STARTED\n');
  const result = await createOrder(viewer, input);
  process.stdout.write(`ORDER_DONE ${JSON.stringify(result)}\n`);
  await disconnectDb();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
