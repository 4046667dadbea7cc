import type { VitalName } from './metrics';

/**
 * The 75th percentile of `values` by the nearest-rank method (the value at rank ⌈0.75·n⌉ of the
 * sorted list, as CrUX reports field data), or null for no values. Does not change `values`.
 */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

/** One stored sample as the report needs it. */
export type VitalSample = { name: VitalName; value: number; route: string; day: string };

/** One row of the report: a page on a day, with the p75 and the number of samples of each metric. */
export type VitalsRow = { route: string; day: string; metrics: Partial<Record<VitalName, { p75: number; count: number }>> };

/**
 * Groups samples by page and day and computes each metric's p75 (in code: FerretDB v1 computes
 * only the first accumulator of a $group). Rows newest day first, then by page.
 */
export function summariseVitals(samples: readonly VitalSample[]): VitalsRow[] {
  const groups = new Map<string, { route: string; day: string; values: Map<VitalName, number[]> }>();
  for (const s of samples) {
    const key = `${s.day} ${s.route}`;
    const group = groups.get(key) ?? { route: s.route, day: s.day, values: new Map() };
    groups.set(key, group);
    const list = group.values.get(s.name) ?? [];
    list.push(s.value);
    group.values.set(s.name, list);
  }
  return [...groups.values()]
    .sort((a, b) => b.day.localeCompare(a.day) || a.route.localeCompare(b.route))
    .map((g) => ({
      route: g.route,
      day: g.day,
      metrics: Object.fromEntries([...g.values].map(([name, values]) => [name, { p75: p75(values)!, count: values.length }])),
    }));
}

/** The UTC day of a date, 'YYYY-MM-DD'. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
