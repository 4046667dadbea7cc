import { formatUsd, fromCents, percentOfUsd, roundUsd, sumCents, sumUsd, timesUsd, toCents } from './money';

describe('toCents rounds half away from zero, robust to float noise', () => {
  test.each([
    [0, 0],
    [12.5, 1250],
    [1.005, 101],
    [2.675, 268],
    [1.45, 145],
    [0.1 + 0.2, 30],
    [-1.005, -101],
    [-0.004, 0],
    [19.999, 2000],
    [1e10, 1e12],
  ])('%p USD → %p cents', (usd, cents) => expect(toCents(usd)).toBe(cents));

  test.each([NaN, Infinity, -Infinity])('%p is refused', (value) => expect(() => toCents(value)).toThrow(RangeError));

  test('gives what rounding 15 significant digits gives, for amounts near and far from a half cent', () => {
    const byDigits = (usd: number) => {
      const cents = Math.round(Number((Math.abs(usd) * 100).toPrecision(15)));
      return usd < 0 && cents !== 0 ? -cents : cents;
    };
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const amounts: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const cents = Math.floor(random() * 10 ** (1 + Math.floor(random() * 9)));
      amounts.push(
        cents / 100,
        (cents + 0.5) / 100,
        cents / 100 + 0.005,
        (cents + 0.49999999) / 100,
        (cents + 0.5000001) / 100,
        random() * 1e4,
        -random() * 1e3,
        random() * 1e12,
      );
    }
    for (const usd of amounts) expect(toCents(usd)).toBe(byDigits(usd));
  });
});

describe('roundUsd keeps 2 decimals', () => {
  test.each([
    [1.005, 1.01],
    [1.004, 1],
    [-2.675, -2.68],
    [10.0499999999, 10.05],
    [0.1 + 0.2, 0.3],
  ])('%p → %p', (input, rounded) => expect(roundUsd(input)).toBe(rounded));
});

describe('sums and products go through cents', () => {
  test('fromCents', () => expect(fromCents(101)).toBe(1.01));
  test.each([
    [[0.1, 0.2], 30, 0.3],
    [[19.99, 5.01, 0.005], 2501, 25.01],
    [[], 0, 0],
  ])('%p sums to %p cents', (amounts, cents, usd) => {
    expect(sumCents(amounts)).toBe(cents);
    expect(sumUsd(amounts)).toBe(usd);
  });
  test.each([
    [0.1, 3, 0.3],
    [19.99, 3, 59.97],
  ])('%p × %p = %p', (unit, qty, total) => expect(timesUsd(unit, qty)).toBe(total));
  test.each([
    [100, 5, 5],
    [19.99, 5, 1],
    [10.1, 5, 0.51],
  ])('%p% of %p', (usd, percent, result) => expect(percentOfUsd(usd, percent)).toBe(result));
});

describe('formatUsd', () => {
  test.each([
    [12.5, '12.50 USD'],
    [0, '0.00 USD'],
    [1.005, '1.01 USD'],
    [1234.5, '1234.50 USD'],
    [-3, '-3.00 USD'],
  ])('%p → %p', (usd, text) => expect(formatUsd(usd)).toBe(text));
});
