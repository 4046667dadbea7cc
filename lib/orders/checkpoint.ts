import { env } from '../env';

/**
 * Test-only crash points of order creation. Inert unless ORDER_TEST_PAUSE_AT names one of them:
 * then the process reports it on stdout ('ORDER_PAUSED <step>') and stops there for good, so the
 * kill-in-the-middle tests (lib/orders/crash-recovery.int.test.ts, e2e/security/server-kill.spec.ts)
 * can SIGKILL it at that step.
 * Never set ORDER_TEST_PAUSE_AT in a running store.
 */

/** The steps, in the order creation reaches them; 'stock-<i>' is after the i-th product's stock was taken. */
export const CHECKPOINTS = ['attempt-recorded', 'stock-0', 'stock-1', 'wallet-taken', 'number-allocated', 'order-inserted', 'cart-cleared'] as const;

/** Stops forever when ORDER_TEST_PAUSE_AT is `step`; returns at once otherwise. */
export async function checkpoint(step: string): Promise<void> {
  if (env().ORDER_TEST_PAUSE_AT !== step) return;
  process.stdout.write(`ORDER_PAUSED ${step}\n`);
  await new Promise<never>(() => {});
}
