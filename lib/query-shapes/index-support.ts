import type { QueryShape, SortSpec } from './shape';

/** A declared index: MongoDB's default name (`user._id_1_createdAt_-1`), its keys in order, unique or not. */
export type IndexSpec = { name: string; keys: SortSpec; unique: boolean };

type Declared = [Record<string, unknown>, { unique?: boolean; name?: string } | undefined];

/** The index specs of a mongoose schema's `indexes()`, with the `_id_` index every collection has. */
export function indexSpecs(declared: readonly Declared[]): IndexSpec[] {
  const specs = declared.map(([fields, options]) => {
    const keys: SortSpec = Object.entries(fields).map(([field, dir]) => [field, dir === -1 ? -1 : 1]);
    return { name: options?.name ?? keys.map(([f, d]) => `${f}_${d}`).join('_'), keys, unique: Boolean(options?.unique) };
  });
  return [{ name: '_id_', keys: [['_id', 1]], unique: true }, ...specs];
}

/**
 * How `index` serves `shape` as MongoDB's planner would without reading the collection or sorting
 * in memory, or null when it does not: the index's leading keys are the filter's equalities (any
 * order), then the sort's fields in order (all directions as declared, or all reversed; fields
 * fixed by an equality may be left out of the sort), else one range. A unique index whose keys
 * are all equalities finds one document, so any sort is served. At least the first key is used.
 * `bounded` counts the keys the filter bounds, `used` those the sort uses besides.
 */
export function usage(index: IndexSpec, shape: QueryShape): { bounded: number; used: number } | null {
  const uses = shape.filter;
  if (index.unique && index.keys.every(([field]) => uses[field] === 'eq')) return { bounded: index.keys.length, used: index.keys.length };
  let at = 0;
  while (at < index.keys.length && uses[index.keys[at][0]] === 'eq') at++;
  const bounded = at;
  const sort = shape.sort.filter(([field]) => uses[field] !== 'eq');
  if (sort.length) {
    // Past the last key of a unique index the order is total: a tie-breaker after it ('_id') costs nothing.
    const sorted = index.unique ? sort.slice(0, Math.max(1, index.keys.length - at)) : sort;
    const keys = index.keys.slice(at, at + sorted.length);
    if (keys.length < sorted.length || keys.some(([field], i) => field !== sorted[i][0])) return null;
    const same = keys.map(([, dir], i) => dir === sorted[i][1]);
    if (same.some((s) => s !== same[0])) return null;
    return { bounded: bounded + (uses[keys[0][0]] === 'range' ? 1 : 0), used: at + sorted.length };
  }
  if (at < index.keys.length && uses[index.keys[at][0]] === 'range') return { bounded: at + 1, used: at + 1 };
  return at > 0 ? { bounded, used: at } : null;
}

/** True when `index` serves `shape` (see usage). */
export function supports(index: IndexSpec, shape: QueryShape): boolean {
  return usage(index, shape) !== null;
}

/**
 * The index that serves `shape` best (most keys bounded by the filter, then most used), or null:
 * the query reads the whole collection. A lookup by `_id` is always served by `_id_`.
 */
export function supportingIndex(shape: QueryShape, indexes: readonly IndexSpec[]): IndexSpec | null {
  if (shape.filter._id === 'eq') return indexes.find((index) => index.name === '_id_') ?? null;
  let best: { index: IndexSpec; bounded: number; used: number } | null = null;
  for (const index of indexes) {
    const found = usage(index, shape);
    if (found && (!best || found.bounded > best.bounded || (found.bounded === best.bounded && found.used > best.used))) best = { index, ...found };
  }
  return best?.index ?? null;
}
