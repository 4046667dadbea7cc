import { load, type LoadSettings } from './load';
import { fmt } from './options';
import type { Figure } from './report';
import type { SuiteIds } from './suite-data';
import { RARE_WORD } from './words';

/** Absolute budgets on the store alone: the catalogue's worst cases and one connection. */
export async function worstCaseFigures(store: string, ids: SuiteIds, settings: LoadSettings): Promise<Figure[]> {
  const list = '/api/productsImport?limit=10&promoted=false';
  const worst: [string, string][] = [
    ['API peor caso: página 50', `${list}&page=50`],
    [`API peor caso: palabra rara (${RARE_WORD})`, `${list}&page=1&searchPhrase=${RARE_WORD}`],
    [
      'API peor caso: todos los filtros',
      `${list}&page=1&searchPhrase=cafe&categoryId=${ids.categoryId}&region=Matanzas&minPrice=5&maxPrice=500&currency=USD&minPoints=10&maxPoints=90&fastDelivery=true&possibleDiscount=true`,
    ],
  ];
  const figures: Figure[] = [];
  for (const [name, url] of worst) {
    const result = await load(store + url, settings);
    figures.push({
      figure: `${name}: p99 ms`,
      store: fmt(result.p99),
      baseline: '–',
      ratio: '–',
      goal: '≤ 300 ms',
      pass: result.p99 <= 300 && result.reqPerSec > 0 && !result.errors,
    });
  }
  const single = await load(`${store}${list}&page=1&categoryId=${ids.categoryId}`, settings, { connections: 1 });
  figures.push({
    figure: 'API categoría, 1 conexión: p99 ms',
    store: fmt(single.p99, 1),
    baseline: '–',
    ratio: '–',
    goal: '≤ 10 ms',
    pass: single.p99 <= 10 && single.reqPerSec > 0 && !single.errors,
  });
  return figures;
}
