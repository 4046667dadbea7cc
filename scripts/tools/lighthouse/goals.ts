/*
 * Decision 21's goals for a page, judged against the bare Next page measured in the same run, so a
 * slower or busier machine neither flatters nor punishes the store. Pure, for unit tests.
 */

/** The medians of one page's Lighthouse runs (mobile, one set of flags). */
export type PageFigures = { performance: number; tbtMs: number; lcpMs: number };

export type Goal = { pass: boolean; goal: string };

/** Performance within 5 points of the bare page, and at least 90 where the bare page scores 95 or more. */
export function performanceGoal(store: number, bare: number): Goal {
  const pass = store >= bare - 5 && (bare < 95 || store >= 90);
  return { pass, goal: bare >= 95 ? `≥ ${bare - 5} y ≥ 90` : `≥ ${bare - 5}` };
}

/**
 * TBT at most 1.5× the bare page's. Below 50 ms both sides are noise (one task of 100 ms makes 50),
 * so a store TBT under 50 ms passes whatever the bare page's.
 */
export function tbtGoal(storeMs: number, bareMs: number): Goal {
  return { pass: storeMs <= 1.5 * bareMs || storeMs < 50, goal: '≤ 1.5×' };
}

/** LCP at most 2.0 s, an absolute figure: the bare page shows what the machine allows. */
export function lcpGoal(storeMs: number): Goal {
  return { pass: storeMs <= 2000, goal: '≤ 2.0 s' };
}

/** First-load JavaScript (gzip) at most 1.15× the bare page's. */
export function firstLoadGoal(storeBytes: number, bareBytes: number): Goal {
  // In hundredths: 1.15 × 100 is 114.99999999999999 in floating point.
  return { pass: storeBytes * 100 <= 115 * bareBytes, goal: '≤ 1.15×' };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
