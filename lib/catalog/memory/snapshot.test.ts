import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CatalogIndex } from './catalog-index';
import type { IndexEntry } from './index-entry';
import { readSnapshot, writeSnapshot, type SnapshotStamp } from './snapshot';
import { toCatalogQuery } from '../query';
import { searchTokens } from '../search-text';

const STAMP: SnapshotStamp = { database: 'importa', fingerprint: 'f1' };

function entry(n: number, fields: Partial<IndexEntry> & { name?: string } = {}): IndexEntry {
  const name = fields.name ?? `Producto ${n}`;
  return {
    id: String(n).padStart(24, '0'),
    createdAt: n * 1000,
    deleted: false,
    promoted: false,
    fastDelivery: false,
    possibleDiscount: false,
    categoryId: 'a'.repeat(24),
    sellerId: '1'.repeat(24),
    regions: [],
    currency: 'USD',
    totalPrice: 10 * n,
    points: n,
    salesCount: n,
    tokens: searchTokens(name),
    payload: JSON.stringify({ n, name }),
    ...fields,
  };
}

/** Rows loaded in another order than createdAt, with every flag, a region and words with accents. */
function catalogue(): CatalogIndex {
  const index = new CatalogIndex();
  index.load(entry(3, { name: 'Televisor Ñandú', regions: ['Matanzas', 'Holguín'], possibleDiscount: true, currency: 'EUR' }));
  index.load(entry(1, { name: 'Café molido', promoted: true, fastDelivery: true }));
  index.load(entry(2, { name: 'Cafetera eléctrica', deleted: true }));
  index.load(entry(4, { name: 'Olla arrocera', hidden: true, sellerId: '2'.repeat(24) }));
  index.finishLoad();
  return index;
}

const pages = (index: CatalogIndex) =>
  ['', 'searchPhrase=caf', 'searchPhrase=televisor&region=Matanzas', 'promoted=true', 'possibleDiscount=true&currency=EUR'].map((query) =>
    index.search(toCatalogQuery(Object.fromEntries(new URLSearchParams(query)))).map((hit) => hit.payload),
  );

describe('catalogue snapshot', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-snapshot-'));
    file = path.join(dir, 'sub', 'catalog.snapshot');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function reread(stamp = STAMP): Promise<{ index: CatalogIndex; result: Awaited<ReturnType<typeof readSnapshot>> }> {
    const index = new CatalogIndex();
    const result = await readSnapshot(file, index, stamp);
    return { index, result };
  }

  test('a written index reads back with the same answers, oldest row first, hidden kept out', async () => {
    const original = catalogue();
    const before = Date.now();
    expect(await writeSnapshot(file, original, STAMP)).toEqual({ rows: 4, bytes: fs.statSync(file).size });
    const { index, result } = await reread();
    index.finishLoad();
    expect((result as { takenAt: number }).takenAt).toBeGreaterThanOrEqual(before);
    expect([...index.entries()]).toEqual([...original.entries()]);
    expect(pages(index)).toEqual(pages(original));
    expect(index.get('4'.padStart(24, '0'))).toBeUndefined();
    expect(index.topSellers(undefined, 2)).toEqual(original.topSellers(undefined, 2));
    expect(fs.readdirSync(path.dirname(file))).toEqual(['catalog.snapshot']);
  });

  test('a missing file, another database, other code or rates, and an older format are refused', async () => {
    expect((await reread()).result).toEqual({ refused: 'no existe' });
    await writeSnapshot(file, catalogue(), STAMP);
    expect((await reread({ ...STAMP, database: 'otra' })).result).toEqual({ refused: 'de otra base de datos (importa)' });
    expect((await reread({ ...STAMP, fingerprint: 'f2' })).result).toEqual({ refused: 'hecha por otro código o con otras tarifas' });
    const [header, ...rest] = fs.readFileSync(file, 'utf8').split('\n');
    fs.writeFileSync(file, [JSON.stringify({ ...JSON.parse(header), version: 0 }), ...rest].join('\n'));
    expect((await reread()).result).toEqual({ refused: 'formato importa-catalog-index v0' });
  });

  test.each([
    ['cut short', (lines: string[]) => lines.slice(0, 3)],
    ['a row of garbage', (lines: string[]) => [lines[0], '["x"]', ...lines.slice(2)]],
    ['a row that is not JSON', (lines: string[]) => [lines[0], '[1,2', ...lines.slice(2)]],
    ['a row missing before the end', (lines: string[]) => [lines[0], ...lines.slice(2)]],
    ['rows after the end', (lines: string[]) => [...lines.filter(Boolean), lines[1]]],
  ])('a file %s is refused', async (_, damage) => {
    await writeSnapshot(file, catalogue(), STAMP);
    fs.writeFileSync(file, damage(fs.readFileSync(file, 'utf8').split('\n')).join('\n'));
    expect((await reread()).result).toHaveProperty('refused');
  });
});
