/*
 * The shape of a query as an index sees it: which fields it compares and how, and its sort. Values
 * are dropped, so every call of one code path has one shape. Pure: used by the integration suite's
 * recorder (scripts/test-support/query-recorder.ts) and by the index checker (index-support.ts).
 */

/** How a filter uses a field: equality (also $in, $all, a plain value), a range, or anything an index cannot bound. */
export type FieldUse = 'eq' | 'range' | 'other';
export type SortSpec = [field: string, direction: 1 | -1][];
export type QueryShape = { collection: string; filter: Record<string, FieldUse>; sort: SortSpec };

const EQUALITY = new Set(['$eq', '$in', '$all']);
const RANGE = new Set(['$gt', '$gte', '$lt', '$lte']);

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** An anchored, case-sensitive pattern bounds an index like a range (`^abc` is `['abc', 'abd')`); any other does not. */
const patternUse = (source: string, flags: string): FieldUse => (source.startsWith('^') && !flags.includes('i') ? 'range' : 'other');

function fieldUse(condition: unknown): FieldUse {
  if (condition instanceof RegExp) return patternUse(condition.source, condition.flags);
  if (!isPlain(condition)) return 'eq';
  if ('$regex' in condition)
    return patternUse(String(condition.$regex instanceof RegExp ? condition.$regex.source : condition.$regex), String(condition.$options ?? ''));
  const operators = Object.keys(condition).filter((key) => key.startsWith('$'));
  if (!operators.length) return 'eq';
  if (operators.some((op) => EQUALITY.has(op))) return 'eq';
  if (operators.every((op) => RANGE.has(op))) return 'range';
  // Bounded by MongoDB as every key but null: selective where most documents have none ('cash.receivedAt').
  if (operators.length === 1 && operators[0] === '$ne' && condition.$ne === null) return 'range';
  if (operators.includes('$elemMatch')) return 'eq';
  return 'other';
}

const STRONGER: Record<FieldUse, number> = { eq: 2, range: 1, other: 0 };

/** A filter's field uses, one entry per `$or` branch (each branch must find an index of its own). */
export function filterUses(filter: Plain): Record<string, FieldUse>[] {
  let variants: Record<string, FieldUse>[] = [{}];
  const add = (field: string, use: FieldUse) => {
    for (const v of variants) if (!v[field] || STRONGER[use] > STRONGER[v[field]]) v[field] = use;
  };
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const part of condition as Plain[]) {
        const parts = filterUses(part);
        variants = variants.flatMap((v) => parts.map((p) => merge(v, p)));
      }
    } else if (key === '$or' && Array.isArray(condition)) {
      const branches = (condition as Plain[]).flatMap(filterUses);
      variants = variants.flatMap((v) => branches.map((b) => merge(v, b)));
    } else if (!key.startsWith('$')) {
      add(key, fieldUse(condition));
    }
  }
  return variants;
}

function merge(a: Record<string, FieldUse>, b: Record<string, FieldUse>): Record<string, FieldUse> {
  const out = { ...a };
  for (const [field, use] of Object.entries(b)) if (!out[field] || STRONGER[use] > STRONGER[out[field]]) out[field] = use;
  return out;
}

/** A sort option ({a: -1}, [['a', -1]], 'a -b') as field and direction pairs. */
export function sortSpec(sort: unknown): SortSpec {
  if (!sort) return [];
  if (typeof sort === 'string')
    return sort
      .split(/\s+/)
      .filter(Boolean)
      .map((f) => (f.startsWith('-') ? [f.slice(1), -1] : [f, 1]));
  const entries = sort instanceof Map ? [...sort.entries()] : Array.isArray(sort) ? (sort as [string, unknown][]) : Object.entries(sort as Plain);
  return entries.map(([field, dir]) => [field, dir === -1 || dir === 'desc' || dir === 'descending' ? -1 : 1]);
}

/** The shapes of one query (several when its filter has `$or`). */
export function shapesOf(collection: string, filter: unknown, sort?: unknown): QueryShape[] {
  const uses = isPlain(filter) ? filterUses(filter) : [{}];
  return uses.map((f) => ({ collection, filter: f, sort: sortSpec(sort) }));
}

/** The shape as one line, fields in name order: `orders {currentStatus eq, user._id eq} sort {createdAt -1}`. */
export function shapeKey(shape: QueryShape): string {
  const fields = Object.keys(shape.filter)
    .sort()
    .map((f) => `${f} ${shape.filter[f]}`);
  const sort = shape.sort.length ? ` sort {${shape.sort.map(([f, d]) => `${f} ${d}`).join(', ')}}` : '';
  return `${shape.collection} {${fields.join(', ')}}${sort}`;
}

/** The shape a line of shapeKey describes. */
export function parseShapeKey(key: string): QueryShape {
  const match = /^(\S+) \{([^}]*)\}(?: sort \{([^}]*)\})?$/.exec(key);
  if (!match) throw new Error(`not a query shape: ${key}`);
  const pairs = (text: string | undefined) => (text ? text.split(', ').map((p) => p.split(' ') as [string, string]) : []);
  return {
    collection: match[1],
    filter: Object.fromEntries(pairs(match[2]).map(([f, use]) => [f, use as FieldUse])),
    sort: pairs(match[3]).map(([f, d]) => [f, Number(d) === -1 ? -1 : 1]),
  };
}
