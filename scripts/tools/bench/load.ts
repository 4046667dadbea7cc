import autocannon from 'autocannon';
import type { SuiteOptions } from './options';

/** One load on one URL: its mean throughput, p99 and failed requests. */
export type Load = { reqPerSec: number; p99: number; errors: number };

export type LoadSettings = Pick<SuiteOptions, 'connections' | 'seconds' | 'warmUpSeconds'>;

/**
 * What every browser sends: the store and the baseline answer gzipped, as a shopper receives them
 * (autocannon sends no Accept-Encoding of its own, which measured both sides uncompressed).
 */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Numbers the `{n}` of distinct paths across the whole run, so no round repeats another's. */
let distinctRequests = 100_000_000;

/**
 * autocannon on `url` for the warm-up, then for the measured seconds. `distinct`: the `{n}` of the
 * path is numbered on every request, so no answer is ever sent again from memory; `pathOf` gives
 * each request's path instead.
 */
export async function load(
  url: string,
  settings: LoadSettings,
  { connections = settings.connections, distinct = false, pathOf }: { connections?: number; distinct?: boolean; pathOf?: (n: number) => string } = {},
): Promise<Load> {
  const target = new URL(url.replace('{n}', '0'));
  const template = url.slice(target.origin.length);
  const nextPath = pathOf ?? (distinct ? (n: number) => template.replace('{n}', String(n)) : null);
  const requests = nextPath ? [{ setupRequest: (request: { path?: string }) => ({ ...request, path: nextPath(++distinctRequests) }) }] : undefined;
  const options = { url: target.href, connections, headers: BROWSER_HEADERS, requests };
  await autocannon({ ...options, duration: settings.warmUpSeconds });
  const result = await autocannon({ ...options, duration: settings.seconds });
  return { reqPerSec: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}
