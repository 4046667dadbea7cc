import { Types } from 'mongoose';
import { CatalogIndex } from '../../../lib/catalog/memory/catalog-index';
import { toCatalogQuery } from '../../../lib/catalog/query';
import { searchTokens } from '../../../lib/catalog/search-text';
import { benchProduct, type CategoryRef } from './dataset';
import { BENCH_CATEGORIES } from './words';

/*
 * npx tsx scripts/tools/bench/search-speed.ts [--products=100000]
 * The in-memory catalogue's search alone, at the bench's size: the synthetic catalogue of
 * `npm run bench` (100,000 products) indexed in this process, then each search below answered
 * ROUNDS times (page 1 and page 3, ten per page); prints the median and the 95th percentile in ms.
 * No database and no HTTP: what the index adds to a list request (synonyms, plurals, typos, the
 * ranking of partial matches when no product holds every word).
 */
const ROUNDS = 200;
const products = Number(process.argv.find((a) => a.startsWith('--products='))?.split('=')[1] ?? 100_000);

const SEARCHES = [
  'samsung ', // one frequent word
  'telefono', // a word being typed, with synonyms (celular…)
  'telefono samsung ', // synonyms and a brand, all held together
  'zapatos nike ', // plural and synonyms (tenis, zapatillas)
  'televsor ', // a typo
  'licuadora nike ', // no product holds both: partial matches ranked
  'olla samsung negro rojo ', // four words, never together: partial matches ranked
  'te', // a two-letter prefix
];

function buildIndex(): CatalogIndex {
  const categories: CategoryRef[] = BENCH_CATEGORIES.map((c) => ({ _id: new Types.ObjectId(), name: c.name, sizeKind: c.sizeKind }));
  const sellers = Array.from({ length: 200 }, () => new Types.ObjectId());
  const rates = { airRatePerKg: 12, seaRatePerKg: 4 };
  const now = Date.now();
  const index = new CatalogIndex();
  for (let i = 0; i < products; i++) {
    const p = benchProduct(i, categories, sellers, rates, now);
    index.load({
      id: new Types.ObjectId().toHexString(),
      createdAt: p.createdAt.getTime(),
      deleted: p.deleted,
      promoted: p.promoted,
      fastDelivery: p.fastDelivery,
      possibleDiscount: p.possibleDiscount,
      categoryId: String(p.category._id),
      sellerId: String(p.user),
      regions: p.regions,
      currency: p.currency,
      totalPrice: p.totalPrice,
      points: p.points,
      salesCount: p.salesCount,
      tokens: searchTokens(p.name, p.description),
      payload: '{}',
    });
  }
  index.finishLoad();
  return index;
}

const started = performance.now();
const index = buildIndex();
console.log(`Índice de ${products} productos hecho en ${Math.round(performance.now() - started)} ms\n`);
console.log('búsqueda                         página  resultados  mediana    p95');
for (const phrase of SEARCHES) {
  for (const page of [1, 3]) {
    const query = toCatalogQuery({ searchPhrase: phrase, page: String(page), limit: '10' });
    const times: number[] = [];
    let found = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const t = performance.now();
      found = index.search(query).length;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const ms = (n: number) => n.toFixed(3).padStart(7);
    console.log(
      `${JSON.stringify(phrase).padEnd(33)} ${String(page).padStart(6)} ${String(found).padStart(11)} ${ms(times[ROUNDS >> 1])} ${ms(times[Math.floor(ROUNDS * 0.95)])}`,
    );
  }
}
