/**
 * Runs `load` once the browser is idle (after a second where requestIdleCallback is missing) and
 * ignores its failure: for code fetched ahead of need, which is fetched again when it is needed.
 */
export function whenIdle(load: () => Promise<unknown>): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  idle(() => void load().catch(() => undefined));
}
