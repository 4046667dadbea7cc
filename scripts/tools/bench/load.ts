import autocannon from 'autocannon';
import type { SuiteOptions } from './options';

/** One load on one URL: its mean throughput, p99, failed requests and what they were ('503 × 4, sin respuesta × 2'). */
export type Load = { reqPerSec: number; p99: number; errors: number; failures: string; requests: number };

type Result = { errors: number; timeouts: number; non2xx: number; statusCodeStats?: Record<string, { count?: number }> };

/** The failed requests of a run by kind: each status other than 2xx, then those without an answer (autocannon's `errors` counts timeouts too). */
export function failuresOf(result: Result): { errors: number; failures: string } {
  const kinds = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count = 0 }]) => `${status} × ${count}`);
  if (result.timeouts) kinds.push(`tiempo agotado × ${result.timeouts}`);
  if (result.errors > result.timeouts) kinds.push(`conexión fallida × ${result.errors - result.timeouts}`);
  return { errors: result.errors + result.non2xx, failures: kinds.join(', ') };
}

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
 * each request's path instead; `around` wraps the measured seconds alone (CPU counted, a profile
 * taken), never the warm-up.
 */
export async function load(
  url: string,
  settings: LoadSettings,
  {
    connections = settings.connections,
    distinct = false,
    pathOf,
    around = (run) => run(),
  }: { connections?: number; distinct?: boolean; pathOf?: (n: number) => string; around?: <T>(run: () => Promise<T>) => Promise<T> } = {},
): Promise<Load> {
  const target = new URL(url.replace('{n}', '0'));
  const template = url.slice(target.origin.length);
  const nextPath = pathOf ?? (distinct ? (n: number) => template.replace('{n}', String(n)) : null);
  const requests = nextPath ? [{ setupRequest: (request: { path?: string }) => ({ ...request, path: nextPath(++distinctRequests) }) }] : undefined;
  const options = { url: target.href, connections, headers: BROWSER_HEADERS, requests };
  await autocannon({ ...options, duration: settings.warmUpSeconds });
  const result = await around(() => autocannon({ ...options, duration: settings.seconds }));
  return { reqPerSec: result.requests.average, p99: result.latency.p99, requests: result.requests.total, ...failuresOf(result) };
}
