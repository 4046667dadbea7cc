import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DATA_SAVER_COOKIE } from '@/lib/datasaver/light-paths';
import { CACHED_HOME_PATH } from './cached-home';
import { HOME_QUERY_KEYS, parseHomeSearch } from '../../catalog/search-params';

type Condition = { type: string; key: string; value?: string };
type Rewrite = { source: string; destination: string; missing?: Condition[] };

/** next.config.mjs's rewrites, as Next reads them (an ES module: loaded by a plain Node process). */
function configuredRewrites(): { beforeFiles: Rewrite[] } {
  const script = 'import(process.argv[1]).then(async (m) => process.stdout.write(JSON.stringify(await m.default.rewrites())))';
  const url = `file://${path.join(__dirname, '..', '..', '..', 'next.config.mjs')}`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, url], { encoding: 'utf8' })) as { beforeFiles: Rewrite[] };
}

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
    const home = configuredRewrites().beforeFiles.find((r) => r.source === '/');
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
