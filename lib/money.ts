/**
 * Money as integer US cents. Floats only appear at the edges (API fields in USD with 2 decimals);
 * every sum and product of prices goes through cents so 0.1 + 0.2 is 0.30, not 0.30000000000000004.
 */

/** USD → integer cents, rounding half away from zero; robust to float noise (1.005 → 101). */
export function toCents(usd: number): number {
  if (!Number.isFinite(usd)) throw new RangeError(`Not a finite amount: ${usd}`);
  const scaled = Math.abs(usd) * 100;
  const cents = nearHalfCent(scaled)
    ? // 15 significant digits is what a double holds reliably; it turns 100.49999999999999 back into 100.5.
      Math.round(Number(scaled.toPrecision(15)))
    : Math.round(scaled);
  return usd < 0 && cents !== 0 ? -cents : cents;
}

/**
 * Whether the 15-digit rounding above could change which way `scaled` rounds: only within a
 * millionth of a half cent (below 1e9 cents, 15 digits move a value by less than 5e-7). Elsewhere
 * Math.round alone gives the same cents, without toPrecision's string, which a six-month finance
 * report would otherwise build some 200,000 times.
 */
function nearHalfCent(scaled: number): boolean {
  return scaled >= 1e9 || Math.abs(scaled - Math.floor(scaled) - 0.5) <= 1e-6;
}

/** Integer cents → USD (a number with at most 2 decimals). */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** USD rounded to 2 decimals, half away from zero (1.005 → 1.01, -1.005 → -1.01). */
export function roundUsd(usd: number): number {
  return fromCents(toCents(usd));
}

/** Sum of USD amounts, in integer cents (each amount rounded to cents first). */
export function sumCents(amountsUsd: readonly number[]): number {
  return amountsUsd.reduce((total, usd) => total + toCents(usd), 0);
}

/** Sum of USD amounts, in USD with 2 decimals. */
export function sumUsd(amountsUsd: readonly number[]): number {
  return fromCents(sumCents(amountsUsd));
}

/** A USD unit amount times an integer quantity, in USD with 2 decimals. */
export function timesUsd(unitUsd: number, quantity: number): number {
  return fromCents(toCents(unitUsd) * quantity);
}

/** `percent` % of a USD amount, rounded to cents (half away from zero), in USD. */
export function percentOfUsd(usd: number, percent: number): number {
  return roundUsd((toCents(usd) * percent) / 100 / 100);
}

/** Display form of a USD amount: "12.50 USD". */
export function formatUsd(usd: number): string {
  const cents = toCents(usd);
  return `${(cents / 100).toFixed(2)} USD`;
}
