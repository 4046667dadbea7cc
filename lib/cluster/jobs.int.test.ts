import { claimTurn } from '@/lib/cluster/jobs';
import { useTestDatabase } from '@/scripts/test-support/db';

describe('background jobs run once per turn, whichever processes ask', () => {
  useTestDatabase();

  test('of many claims of one turn at once, exactly one wins; the next turn is claimed again', async () => {
    const now = new Date('2026-11-27T10:00:30Z');
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimTurn('snapshot', 60_000, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimTurn('snapshot', 60_000, new Date('2026-11-27T10:00:59Z'))).toBe(false);
    expect(await claimTurn('snapshot', 60_000, new Date('2026-11-27T10:01:00Z'))).toBe(true);
    // Another job's turn is its own.
    expect(await claimTurn('finances', 60_000, now)).toBe(true);
  });
});
