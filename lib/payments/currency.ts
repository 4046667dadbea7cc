import { CARD_CURRENCIES, type CardCurrency } from '../catalog/reference';

/** The card currency named, or 'usd' for anything else. */
export function cardCurrency(value: string | null | undefined): CardCurrency {
  return (CARD_CURRENCIES as readonly string[]).includes(value ?? '') ? (value as CardCurrency) : 'usd';
}

/**
 * A USD amount in cents converted to the minor units of a card currency, at `rate` units of that
 * currency per USD (usd, eur and mxn all have 2 decimals), rounded half up to a whole unit.
 */
export function toMinorUnits(totalCents: number, rate: number): number {
  if (!Number.isInteger(totalCents) || !(rate > 0)) throw new RangeError(`bad amount ${totalCents} × ${rate}`);
  return Math.round(Number((totalCents * rate).toPrecision(15)));
}
