import { RARE_WORD } from './words';

/** Latency budgets of the issue, p99 in milliseconds. */
export const COMMON_BUDGET_MS = 50;
export const WORST_BUDGET_MS = 300;

export type Scenario = { name: string; path: string; budgetMs: number };

/** Ids the scenarios need from the seeded catalogue. */
export type ScenarioIds = { categoryId: string; foodCategoryId: string; distributorId: string };

const LIST = '/api/productsImport?limit=10&promoted=false';

/** The measured calls: the home page's common first pages (50 ms), then the worst cases (300 ms). */
export function scenarios(ids: ScenarioIds): Scenario[] {
  const common = (name: string, query: string): Scenario => ({ name, path: `${LIST}&page=1${query}`, budgetMs: COMMON_BUDGET_MS });
  const worst = (name: string, path: string): Scenario => ({ name, path, budgetMs: WORST_BUDGET_MS });
  return [
    common('Primera página', ''),
    { name: 'Promocionados (5)', path: '/api/productsImport?page=1&limit=5&promoted=true&region=La%20Habana', budgetMs: COMMON_BUDGET_MS },
    common('Categoría', `&categoryId=${ids.categoryId}`),
    common('Provincia (La Habana)', '&region=La%20Habana'),
    common('Rango de precio', '&minPrice=50&maxPrice=200'),
    common('Palabra frecuente (samsung)', '&searchPhrase=samsung'),
    common('Escribiendo (televisor sa)', '&searchPhrase=televisor%20sa'),
    { name: 'Más vendidos (15)', path: '/api/productsImport/?page=1&limit=15&topSellProducts=true&region=La%20Habana', budgetMs: COMMON_BUDGET_MS },
    { name: 'Tienda (distribuidor)', path: `/api/productsImport/ofdistributor/${ids.distributorId}?page=1&limit=10`, budgetMs: COMMON_BUDGET_MS },
    worst('Página 50', `${LIST}&page=50`),
    worst(`Palabra rara (${RARE_WORD})`, `${LIST}&page=1&searchPhrase=${RARE_WORD}`),
    worst(
      'Todos los filtros a la vez',
      `${LIST}&page=1&searchPhrase=cafe&categoryId=${ids.foodCategoryId}&region=Matanzas&minPrice=5&maxPrice=500` +
        '&currency=USD&minPoints=10&maxPoints=90&fastDelivery=true&possibleDiscount=true',
    ),
  ];
}
