/*
 * Test support: several store processes in one test. What a process keeps in memory lives in
 * globalThis slots (lib/global-slot.ts); `processes(slots)` answers `asProcess(name, work)`, which
 * runs `work` with the named process's own slots, kept between its calls and apart from the others'.
 */
export function processes(slots: readonly string[]) {
  const memories: Record<string, Record<string, unknown>> = {};
  const global = globalThis as Record<string, unknown>;
  return {
    async asProcess<T>(name: string, work: () => Promise<T>): Promise<T> {
      for (const slot of slots) global[slot] = memories[name]?.[slot];
      try {
        return await work();
      } finally {
        memories[name] = Object.fromEntries(slots.map((slot) => [slot, global[slot]]));
        for (const slot of slots) delete global[slot];
      }
    },
    /** Every process forgets what it kept (a test starting from an empty store). */
    forgetAll(): void {
      for (const name of Object.keys(memories)) delete memories[name];
    },
  };
}
