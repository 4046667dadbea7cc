import { note } from '../../server/progress';
import { median } from '../lighthouse/goals';
import { load, type Load } from './load';
import { fmt, log, type SuiteOptions } from './options';
import type { Figure } from './report';
import type { Served } from './processes';
import type { SuiteIds } from './suite-data';

/*
 * Throughput and p99 against the bare page (decisions 9 and 21): the store's pages and product-list
 * API beside scripts/tools/bench/baseline's, under the same load, alternating.
 */

/** `distinct`: the store's path differs on every request (`{n}` numbered), so no answer is ever sent again from memory. */
type Pair = { name: string; store: string; baseline: string; minThroughput: number; maxP99: number; distinct?: boolean };

/** The load tests against the baseline: pages and the product-list API (decisions 9 and 21). */
function throughputPairs(ids: SuiteIds, quick: boolean): Pair[] {
  const pairs: Pair[] = [
    {
      name: 'Inicio con búsqueda y filtros',
      store: `/?searchPhrase=samsung&categoryId=${ids.categoryId}`,
      baseline: '/dynamic',
      minThroughput: 0.5,
      maxP99: 2,
    },
    // The same search with a different price ceiling on every request (nine digits, above every price, so the same
    // results): each one is rendered, none is sent again from the server's memory (lib/http/cache/kept-answers.ts).
    {
      name: 'Inicio, cada búsqueda distinta',
      store: `/?searchPhrase=samsung&categoryId=${ids.categoryId}&maxPrice={n}`,
      baseline: '/dynamic',
      minThroughput: 0.5,
      maxP99: 2,
      distinct: true,
    },
    { name: 'Inicio sin parámetros', store: '/', baseline: '/', minThroughput: 0.7, maxP99: 1.5 },
    { name: 'Página de producto', store: ids.productPath, baseline: '/', minThroughput: 0.7, maxP99: 1.5 },
    ...(
      [
        ['API primera página', ''],
        ['API categoría', `&categoryId=${ids.categoryId}`],
        ['API provincia', '&region=La%20Habana'],
        ['API rango de precio', '&minPrice=50&maxPrice=200'],
        ['API palabra frecuente', '&searchPhrase=samsung'],
      ] as const
    ).map(([name, query]) => ({
      name,
      store: `/api/productsImport?limit=10&promoted=false&page=1${query}`,
      baseline: '/api/items',
      minThroughput: 0.5,
      maxP99: 1.5,
    })),
    {
      name: 'API, cada consulta distinta',
      store: `/api/productsImport?limit=10&promoted=false&page=1&maxPrice={n}`,
      baseline: '/api/items',
      minThroughput: 0.5,
      maxP99: 1.5,
      distinct: true,
    },
  ];
  return quick ? pairs.filter((p) => !p.name.startsWith('API ') || p.name === 'API categoría') : pairs;
}

/** Baseline and store alternate (the order flips each round); the ratio of each round, then the median. */
async function comparePairs(pairs: readonly Pair[], store: string, baseline: string, options: SuiteOptions): Promise<Figure[]> {
  const runs = new Map<string, { store: Load; baseline: Load }[]>();
  for (let round = 0; round < options.rounds; round++) {
    log(`Ronda ${round + 1} de ${options.rounds}`);
    for (const pair of pairs) {
      const order = round % 2 === 0 ? (['baseline', 'store'] as const) : (['store', 'baseline'] as const);
      const measured: Partial<Record<'store' | 'baseline', Load>> = {};
      for (const side of order)
        measured[side] =
          side === 'store' ? await load(store + pair.store, options, { distinct: pair.distinct }) : await load(baseline + pair.baseline, options);
      const entry = measured as { store: Load; baseline: Load };
      note(
        `${pair.name}: tienda ${fmt(entry.store.reqPerSec)} req/s p99 ${entry.store.p99} ms; base ${fmt(entry.baseline.reqPerSec)} req/s p99 ${entry.baseline.p99} ms${entry.store.errors ? `; ${entry.store.errors} errores` : ''}`,
      );
      runs.set(pair.name, [...(runs.get(pair.name) ?? []), entry]);
    }
  }
  return pairs.flatMap((pair) => {
    const all = runs.get(pair.name)!;
    const errors = all.reduce((sum, r) => sum + r.store.errors, 0);
    const throughput = median(all.map((r) => r.store.reqPerSec / r.baseline.reqPerSec));
    const p99 = median(all.map((r) => r.store.p99 / Math.max(r.baseline.p99, 1)));
    const suffix = errors ? ` (${errors} errores)` : '';
    return [
      {
        figure: `${pair.name}: req/s`,
        store: fmt(median(all.map((r) => r.store.reqPerSec))) + suffix,
        baseline: fmt(median(all.map((r) => r.baseline.reqPerSec))),
        ratio: fmt(throughput, 2),
        goal: `≥ ${pair.minThroughput}`,
        pass: throughput >= pair.minThroughput && !errors,
      },
      {
        figure: `${pair.name}: p99 ms`,
        store: fmt(median(all.map((r) => r.store.p99))),
        baseline: fmt(median(all.map((r) => r.baseline.p99))),
        // No answer in the whole window leaves autocannon's p99 at 0: that is a failure, not a fast store.
        ratio: fmt(p99, 2),
        goal: `≤ ${pair.maxP99}`,
        pass: p99 <= pair.maxP99 && all.every((r) => r.store.reqPerSec > 0),
      },
    ];
  });
}

/** The throughput and p99 figures of throughputPairs, each URL fetched before any timing (first renders compile and fill caches). */
export async function throughputFigures(store: Served, baseline: Served, ids: SuiteIds, options: SuiteOptions): Promise<Figure[]> {
  const pairs = throughputPairs(ids, options.quick);
  for (const pair of pairs) {
    for (let i = 0; i < 2; i++) await fetch(store.url + pair.store.replace('{n}', '999999999')).then((r) => r.arrayBuffer());
    await fetch(baseline.url + pair.baseline).then((r) => r.arrayBuffer());
  }
  return comparePairs(pairs, store.url, baseline.url, options);
}
