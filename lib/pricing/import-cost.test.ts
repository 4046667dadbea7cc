import { dimensionalWeight, importCost, totalPrice, type ImportCostProduct } from './import-cost';

const rates = { airRatePerKg: 12, seaRatePerKg: 4 };
const base: ImportCostProduct = {
  price: 100,
  weight: 0.5,
  large: 30,
  height: 20,
  width: 10,
  shippingBySea: false,
  fastDelivery: false,
  isManualImportCost: false,
  importCost: 0,
};

describe('dimensional weight = large × height × width / 6000', () => {
  test.each([
    [30, 20, 10, 1],
    [60, 40, 25, 10],
    [10, 10, 10, 1 / 6],
    [0, 20, 10, 0],
  ])('%p × %p × %p cm → %p kg', (large, height, width, kg) => expect(dimensionalWeight({ large, height, width })).toBeCloseTo(kg, 10));
});

describe('import cost', () => {
  test.each<[string, Partial<ImportCostProduct>, number]>([
    ['air, dimensional weight wins: max(0.5, 1) × 12', {}, 12],
    ['air, actual weight wins: max(3, 1) × 12', { weight: 3 }, 36],
    ['air, rounded to cents: max(0, 1/6) × 12', { weight: 0, large: 10, height: 10, width: 10 }, 2],
    ['air, 1.2345 kg × 12 = 14.814 → 14.81', { weight: 1.2345, large: 0 }, 14.81],
    ['sea uses the actual weight only: 0.5 × 4', { shippingBySea: true }, 2],
    ['sea ignores a large box: 2 × 4', { shippingBySea: true, weight: 2, large: 100, height: 100, width: 100 }, 8],
    ['manual overrides air', { isManualImportCost: true, importCost: 7.5 }, 7.5],
    ['manual overrides sea', { isManualImportCost: true, importCost: 3.333, shippingBySea: true }, 3.33],
    ['manual overrides fast delivery', { isManualImportCost: true, importCost: 2, fastDelivery: true }, 2],
    ['fast delivery is already in Cuba: 0', { fastDelivery: true, weight: 5 }, 0],
    ['fast delivery by sea is still 0', { fastDelivery: true, shippingBySea: true, weight: 5 }, 0],
  ])('%s', (_, overrides, cost) => expect(importCost({ ...base, ...overrides }, rates)).toBe(cost));
});

describe('total price = price + import cost, 2 decimals', () => {
  test.each<[Partial<ImportCostProduct>, number]>([
    [{}, 112],
    [{ price: 19.99, weight: 1.2345, large: 0 }, 34.8],
    [{ price: 0.1, isManualImportCost: true, importCost: 0.2 }, 0.3],
    [{ price: 45.5, fastDelivery: true }, 45.5],
  ])('%p → %p', (overrides, total) => expect(totalPrice({ ...base, ...overrides }, rates)).toBe(total));
});
