import { note } from '../../server/progress';

/** How long one call may take before the benchmark gives up on it and prints "timeout". */
export const CALL_TIMEOUT_MS = 60_000;

/** One measured operation: its samples in ms, or why it stopped. */
export type OpRow = { name: string; budgetMs: number; samples: number[]; failure: string | null; extra?: string };

/** A call the benchmark makes: resolves once the answer is judged, throws when it is wrong. */
export type Call = (signal: AbortSignal) => Promise<void>;

/** The value under which `share` (0–1) of the sorted samples lie, nearest rank: p99 of 20 samples is the largest. */
export function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/** True when the row answered every call within its budget at the 99th percentile. */
export function rowPasses(row: OpRow): boolean {
  return row.failure === null && row.samples.length > 0 && percentile(row.samples, 0.99) <= row.budgetMs;
}

function describe(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  return error instanceof Error ? error.message.slice(0, 120) : String(error).slice(0, 120);
}

/** Times one call with its own abort deadline; answers the milliseconds or the failure. */
export async function timeCall(call: Call): Promise<{ ms: number } | { failure: string }> {
  const started = performance.now();
  try {
    await call(AbortSignal.timeout(CALL_TIMEOUT_MS));
    return { ms: performance.now() - started };
  } catch (error) {
    return { failure: describe(error) };
  }
}

/**
 * Runs `calls` one after the other, untimed `prepare` before each (a cart to order from, an order
 * to cancel), and stops the row at the first failure: a pathological operation costs one timeout,
 * not `calls` of them.
 */
export async function measure(
  name: string,
  budgetMs: number,
  calls: number,
  call: (i: number) => Call,
  prepare?: (i: number) => Promise<void>,
): Promise<OpRow> {
  const row: OpRow = { name, budgetMs, samples: [], failure: null };
  for (let i = 0; i < calls; i++) {
    try {
      await prepare?.(i);
    } catch (error) {
      row.failure = `preparación: ${describe(error)}`;
      break;
    }
    const result = await timeCall(call(i));
    if ('failure' in result) {
      row.failure = result.failure;
      break;
    }
    row.samples.push(result.ms);
  }
  note(`${name}: ${summary(row)}`);
  return row;
}

const ms = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));

/** Median and p99 as printed ("timeout" or the error when the row stopped). */
export function summary(row: OpRow): string {
  if (!row.samples.length) return row.failure ?? 'sin datos';
  const figures = `mediana ${ms(percentile(row.samples, 0.5))} ms, p99 ${ms(percentile(row.samples, 0.99))} ms (${row.samples.length} llamadas)`;
  return row.failure ? `${figures}; luego ${row.failure}` : figures;
}

// ---------------------------------------------------------------- report

const HEAD = ['Operación', 'Llamadas', 'Mediana ms', 'p99 ms', 'Límite', 'Resultado'];

function cells(row: OpRow): string[] {
  const has = row.samples.length > 0;
  const why = row.failure ?? (row.samples.length ? null : 'sin llamadas');
  const result = rowPasses(row) ? 'PASA' : `NO PASA${why ? ` (${why.slice(0, 90)})` : ''}`;
  return [
    row.name,
    String(row.samples.length),
    has ? ms(percentile(row.samples, 0.5)) : '–',
    has ? ms(percentile(row.samples, 0.99)) : '–',
    `≤ ${row.budgetMs.toLocaleString('en')} ms`,
    row.extra ? `${result}; ${row.extra}` : result,
  ];
}

/** The rows as an aligned text table for the console. */
export function opsTextTable(rows: readonly OpRow[]): string {
  const lines = [HEAD, ...rows.map(cells)];
  const widths = HEAD.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const format = (l: string[]) => l.map((c, i) => (i === 0 || i === 5 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [format(HEAD), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((r) => format(cells(r)))].join('\n');
}

/** The rows as a Markdown table (for docs/PERFORMANCE.md). */
export function opsMarkdownTable(rows: readonly OpRow[]): string[] {
  return [
    `| ${HEAD.join(' | ')} |`,
    `|${HEAD.map((_, i) => (i === 0 || i === 5 ? '---' : '---:')).join('|')}|`,
    ...rows.map((r) => `| ${cells(r).join(' | ')} |`),
  ];
}
