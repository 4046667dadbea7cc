import { recordHit, RATE_RULES } from '@/lib/auth/rate-limit';
import { RateLimitHit } from '@/models/RateLimitHit';
import { useTestDatabase } from '@/scripts/test-support/db';
import { PURGE_INTERVAL_MS, purgeExpired } from './expired-purge';

/*
 * FerretDB v1 ignores TTL indexes, so expired rate-limit hits and e-mail codes stay until the store
 * deletes them; every limiter check reads the whole collection there.
 */
describe('purging expired documents on the real embedded database', () => {
  useTestDatabase();
  beforeEach(() => RateLimitHit.deleteMany({}));

  const hit = (key: string, expiresAt: Date) => ({ key, at: new Date(expiresAt.getTime() - 60_000), expiresAt });

  test('deletes what has expired, keeps what has not, and runs at most once a minute', async () => {
    const now = new Date('2030-01-01T12:00:00Z');
    await RateLimitHit.insertMany([
      hit('a', new Date(now.getTime() - 1)),
      hit('b', new Date(now.getTime() - 60_000)),
      hit('c', new Date(now.getTime() + 10 * 60_000)),
    ]);
    expect(await purgeExpired(RateLimitHit, now)).toBe(2);
    expect((await RateLimitHit.find({}).lean()).map((d) => d.key)).toEqual(['c']);

    await RateLimitHit.insertMany([hit('d', new Date(now.getTime() - 1))]);
    expect(await purgeExpired(RateLimitHit, new Date(now.getTime() + 1_000))).toBe(0);
    expect(await purgeExpired(RateLimitHit, new Date(now.getTime() + PURGE_INTERVAL_MS))).toBe(1);
    expect(await RateLimitHit.countDocuments()).toBe(1);
  });

  test('counting a hit clears the expired ones of every key, so the limiter reads only live hits', async () => {
    const now = new Date('2031-06-01T08:00:00Z');
    await RateLimitHit.insertMany(Array.from({ length: 40 }, (_, i) => hit(`viejo:${i}`, new Date(now.getTime() - 1_000 - i))));
    await recordHit('login:ana@prueba.cu', RATE_RULES.loginFailuresPerAccount, now);
    await waitFor(async () => (await RateLimitHit.countDocuments()) === 1);
    expect((await RateLimitHit.find({}).lean()).map((d) => d.key)).toEqual(['login:ana@prueba.cu']);
  });
});

async function waitFor(done: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
