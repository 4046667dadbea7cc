import { consume } from '@/lib/auth/rate-limit';
import { RateLimitHit } from '@/models/RateLimitHit';
import { useTestDatabase } from '@/scripts/test-support/db';

/*
 * No lock holds the limits any more (several processes share them): thirty calls racing for a
 * limit of five, here all at once in one process as they would across workers, never get more
 * than five through, and what stays counted is exactly what got through. How many of the racers
 * pass depends on how their inserts and counts interleave: each counts the window after its own
 * insert, so when all thirty insert before any counts, every one sees thirty and gives up (a burst
 * on one key is refused whole, never let past the limit); the places are then taken one by one.
 */
describe('a limit raced without any lock', () => {
  useTestDatabase();

  test('30 calls at once for a limit of 5: at most 5 pass, and only those stay counted', async () => {
    const rule = { limit: 5, windowMs: 60_000 };
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => consume('race:address:203.0.113.7', rule)));
    const passed = outcomes.filter((o) => o.status === 'fulfilled').length;
    expect(passed).toBeLessThanOrEqual(5);
    expect(await RateLimitHit.countDocuments({ key: 'race:address:203.0.113.7' })).toBe(passed);
    // Once the racers are gone, the places left are taken one by one as usual.
    for (let i = passed; i < 5; i++) await consume('race:address:203.0.113.7', rule);
    await expect(consume('race:address:203.0.113.7', rule)).rejects.toMatchObject({ code: 'rateLimited' });
  });
});
