import { platformEarning, priceWithoutPlatformEarning, type PlatformEarningProduct } from './platform-earning';

const fixed: PlatformEarningProduct = { price: 100, platformEarningType: 'fixed', fixedPlatformEarning: 10, percent: 0 };
const percent: PlatformEarningProduct = { price: 115, platformEarningType: 'percent', fixedPlatformEarning: 0, percent: 15, currencyExchangeValue: 24 };

describe('fixed type: price − fixed earning', () => {
  test.each<[Partial<PlatformEarningProduct>, boolean, number]>([
    [{}, false, 90],
    [{}, true, 95],
    [{ price: 19.99, fixedPlatformEarning: 3.33 }, false, 16.66],
    [{ price: 10, fixedPlatformEarning: 0.05 }, true, 9.98],
    [{ price: 5, fixedPlatformEarning: 10 }, false, 0],
  ])('%p, list display %p → %p', (overrides, listDisplay, result) =>
    expect(priceWithoutPlatformEarning({ ...fixed, ...overrides }, { listDisplay })).toBe(result),
  );

  test('the exchange value does not apply to the fixed type', () =>
    expect(priceWithoutPlatformEarning({ ...fixed, currencyExchangeValue: 24 }, { applyExchange: true })).toBe(90));
});

describe('percent type: price × 100 / (percent + 100)', () => {
  test.each<[Partial<PlatformEarningProduct>, boolean, number]>([
    [{}, false, 100],
    [{}, true, 2400],
    [{ price: 10, percent: 3 }, false, 9.71],
    [{ price: 50, percent: 0 }, false, 50],
    [{ price: 10, percent: 3, currencyExchangeValue: 1.1 }, true, 10.68],
    [{ platformEarningType: 'something else', price: 120, percent: 20 }, false, 100],
  ])('%p, exchange %p → %p', (overrides, applyExchange, result) =>
    expect(priceWithoutPlatformEarning({ ...percent, ...overrides }, { applyExchange })).toBe(result),
  );

  test('list display changes nothing for the percent type', () => expect(priceWithoutPlatformEarning(percent, { listDisplay: true })).toBe(100));
});

describe('platform earning per unit', () => {
  test.each([
    [fixed, 10],
    [percent, 15],
    [{ ...percent, price: 10, percent: 3 }, 0.29],
  ])('%p → %p', (product, earning) => expect(platformEarning(product)).toBe(earning));
});
