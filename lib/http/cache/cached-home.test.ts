import { DATA_SAVER_COOKIE } from '@/lib/datasaver/light-paths';
import { configuredRewrites } from '@/scripts/test-support/next-config';
import { CACHED_HOME_PATH } from './cached-home';
import { HOME_QUERY_KEYS, parseHomeSearch } from '../../catalog/search-params';

/** Every key parseHomeSearch reads from a query. */
function keysTheHomeReads(): string[] {
  const read = new Set<string>();
  parseHomeSearch(new Proxy({}, { get: (_, key) => (read.add(String(key)), undefined) }));
  return [...read];
}

describe('the cached home', () => {
  test('HOME_QUERY_KEYS are exactly the keys the home reads', () => {
    expect([...HOME_QUERY_KEYS].sort()).toEqual(keysTheHomeReads().sort());
  });

  test("'/' goes to the cached route only without any of those keys and without the data-saver cookie", () => {
    const home = configuredRewrites().beforeFiles.find((r) => r.source === '/' && r.destination === CACHED_HOME_PATH);
    expect(home?.destination).toBe(CACHED_HOME_PATH);
    const missing = home?.missing ?? [];
    expect(
      missing
        .filter((c) => c.type === 'query')
        .map((c) => c.key)
        .sort(),
    ).toEqual([...HOME_QUERY_KEYS].sort());
    expect(missing).toContainEqual({ type: 'cookie', key: DATA_SAVER_COOKIE, value: '1' });
  });
});
