import { globalSlot } from './global-slot';

const pending = globalSlot('__importaAfterAnswer', () => new Set<Promise<void>>());

/**
 * Runs `task` without the caller waiting for it, so a request answers first (e-mail and web
 * push after an order). A failure is logged under `label`, never thrown and never dropped
 * silently; the task is tracked until it ends, so tests (and a shutdown) can wait for it.
 */
export function afterAnswer(label: string, task: () => Promise<unknown>): void {
  const run = task().then(
    () => undefined,
    (error: unknown) => console.error(`[after-answer] ${label}:`, error),
  );
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Resolves once every task started by afterAnswer (and any they started) has ended. */
export async function afterAnswerDone(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
