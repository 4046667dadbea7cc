/*
 * The store server in a process of its own, for the e2e specs that kill it with SIGKILL
 * (e2e/security/server-kill.spec.ts) or reach it from a non-loopback address
 * (e2e/security/address-caps.spec.ts). It is the real thing: scripts/server/server.ts serving the
 * production build in NEXT_DIST_DIR (the e2e run's .next-e2e) against MONGODB_URI, so it runs the
 * boot recovery sweep before it listens. Listens on STORE_HOST:STORE_PORT and prints
 * 'STORE_READY <url>' once it answers. With ORDER_TEST_PAUSE_AT set, order creation stops at that
 * step and prints 'ORDER_PAUSED <step>' (lib/orders/checkpoint.ts).
 * Run bundled by scripts/test-support/store-launcher.ts.
 */
import { startServer } from '../server/server';

async function main(): Promise<void> {
  const port = Number(process.env.STORE_PORT);
  const hostname = process.env.STORE_HOST ?? '127.0.0.1';
  if (!Number.isInteger(port) || port <= 0) throw new Error('STORE_PORT falta');
  await startServer({ port, hostname });
  process.stdout.write(`STORE_READY http://${hostname}:${port}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
