/**
 * An in-memory cap on vitals beacons per network address: a beacon is worth little, so it is not
 * worth a database write of its own (lib/auth/rate-limit.ts) to count it. Per process, fixed window.
 */
export type BeaconCap = { limit: number; windowMs: number; maxKeys: number };

type Window = { start: number; count: number };

/** A counter: `allow(key, now)` is true while `key` has sent fewer than `limit` beacons in its current window. */
export function beaconCounter(cap: BeaconCap) {
  const windows = new Map<string, Window>();
  return {
    allow(key: string, now: number): boolean {
      const current = windows.get(key);
      if (!current || now - current.start >= cap.windowMs) {
        if (!current && windows.size >= cap.maxKeys) {
          for (const [k, w] of windows) if (now - w.start >= cap.windowMs) windows.delete(k);
          if (windows.size >= cap.maxKeys) return false; // flooded by many addresses: drop until windows expire
        }
        windows.set(key, { start: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= cap.limit;
    },
  };
}
