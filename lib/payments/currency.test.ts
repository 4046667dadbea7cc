import { cardCurrency, toMinorUnits } from './currency';
import { apiBaseOptions } from './stripe';

describe('toMinorUnits: USD cents at a rate, in the currency’s cents', () => {
  test.each([
    [2010, 1, 2010],
    [2010, 0.9, 1809],
    [1005, 0.5, 503],
    [12345, 17.25, 212951],
    [1, 0.333, 0],
  ])('%p cents × %p → %p', (cents, rate, minor) => expect(toMinorUnits(cents, rate)).toBe(minor));

  test.each([
    [10.5, 1],
    [100, 0],
    [100, -1],
    [100, Number.NaN],
  ])('refuses %p × %p', (cents, rate) => {
    expect(() => toMinorUnits(cents, rate)).toThrow(RangeError);
  });
});

describe('cardCurrency', () => {
  test.each([
    ['eur', 'eur'],
    ['mxn', 'mxn'],
    ['usd', 'usd'],
    ['gbp', 'usd'],
    [null, 'usd'],
  ])('%p → %p', (value, currency) => {
    expect(cardCurrency(value)).toBe(currency);
  });
});

describe('apiBaseOptions: STRIPE_API_BASE as the SDK options', () => {
  test.each([
    ['http://127.0.0.1:12111', { host: '127.0.0.1', port: 12111, protocol: 'http' }],
    ['https://api.stripe.com', { host: 'api.stripe.com', port: 443, protocol: 'https' }],
    ['http://localhost', { host: 'localhost', port: 80, protocol: 'http' }],
  ])('%s', (base, options) => expect(apiBaseOptions(base)).toEqual(options));
});
