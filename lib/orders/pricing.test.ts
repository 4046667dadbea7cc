import type { ProvinceDeliveryCost } from '../cart/delivery-cost';
import { priceOrder, type PricingInput, type PricingLine } from './pricing';

const HAVANA = 'La Habana';
const address = { region: HAVANA, municipality: 'Playa' };
const havanaTerms = (extra: Partial<ProvinceDeliveryCost> = {}): ProvinceDeliveryCost[] => [
  { provinceName: HAVANA, available: true, isFree: { always: false, above: false, aboveNumber: 0 }, municipalities: [{ name: 'Playa', cost: 5 }], ...extra },
];
const line = (fields: Partial<PricingLine>): PricingLine => ({
  product: 'p',
  seller: 'A',
  count: 1,
  price: 10,
  importCost: 0,
  fastDelivery: true,
  points: 0,
  applyDiscount: false,
  ...fields,
});
const input = (fields: Partial<PricingInput>): PricingInput => ({
  lines: [],
  deliveryCosts: new Map([['A', havanaTerms()]]),
  address,
  couponPercent: 0,
  pointsBalance: 0,
  walletCents: 0,
  useWallet: false,
  ...fields,
});

describe('priceOrder: a hand-worked order (docs/contract/buying.md §9)', () => {
  // Seller A: Playa costs 5, free above 100. Seller B: always free. Coupon 5 %. 300 points. Wallet 50 USD.
  const priced = priceOrder(
    input({
      lines: [
        line({ product: 'rice', seller: 'A', count: 2, price: 20, fastDelivery: true, points: 3, applyDiscount: true }),
        line({ product: 'fan', seller: 'A', count: 1, price: 30, importCost: 24, fastDelivery: false, points: 10 }),
        line({ product: 'soap', seller: 'B', count: 1, price: 15.5, fastDelivery: true, applyDiscount: true }),
      ],
      deliveryCosts: new Map([
        ['A', havanaTerms({ isFree: { above: true, aboveNumber: 100 } })],
        ['B', havanaTerms({ isFree: { always: true } })],
      ]),
      couponPercent: 5,
      pointsBalance: 300,
      walletCents: 5000,
      useWallet: true,
    }),
  );

  test('products 40 + 54 + 15.50 = 109.50, of which 24 is freight', () => {
    expect(priced.totalProductsPrice).toBe(109.5);
    expect(priced.sendingCost).toBe(24);
    expect(priced.productsCount).toBe(4);
  });
  test('coupon on the price only, per unit in cents: 2 × 1.00 + 0 + round(0.775) = 2.78', () => {
    expect(priced.lines.map((l) => l.couponDiscount)).toEqual([2, 0, 0.78]);
    expect(priced.totalProductsCouponDiscount).toBe(2.78);
  });
  test('delivery per seller group: A fast 40 < 100 → 5, A import 54 < 100 → 5, B always free → 0', () => {
    expect(priced.groups.map((g) => [g.user, g.fastDelivery, g.status, g.deliveryCost])).toEqual([
      ['A', true, 'paid', 5],
      ['A', false, 'paid', 5],
      ['B', true, 'free', 0],
    ]);
    expect(priced.totalDeliveryCost).toBe(10);
  });
  test('air tax with 300 points: half off (12.50), 250 points spent', () => {
    expect(priced.airWaybill).toBe(12.5);
    expect(priced.pointsUsed).toBe(250);
  });
  test('wallet pays 50 of 129.22 due, lines first; total 109.50 + 10 + 12.50 − 50 − 2.78 = 79.22', () => {
    expect(priced.walletPayment).toBe(50);
    expect(priced.walletCents).toBe(5000);
    expect(priced.lines.map((l) => l.payedWallet)).toEqual([38, 12, 0]);
    expect(priced.groups.map((g) => g.payedWallet)).toEqual([0, 0, 0]);
    expect(priced.total).toBe(79.22);
  });
  test('points earned: non-fast lines only (10 × 1)', () => expect(priced.pointsEarned).toBe(10));
});

describe('priceOrder: delivery cases', () => {
  test.each<[string, Partial<ProvinceDeliveryCost>, number, string, number]>([
    ['always free', { isFree: { always: true } }, 10, 'free', 0],
    ['free above 50, subtotal 60', { isFree: { above: true, aboveNumber: 50 } }, 60, 'free', 0],
    ['free above 50, subtotal 49.99', { isFree: { above: true, aboveNumber: 50 } }, 49.99, 'paid', 5],
    ['municipality cost', {}, 10, 'paid', 5],
    ['unlisted municipality', { municipalities: [{ name: 'Regla', cost: 9 }] }, 10, 'free', 0],
    ['province not available', { available: false }, 10, 'notDelivering', 0],
  ])('%s', (_, terms, price, status, cost) => {
    const priced = priceOrder(input({ lines: [line({ price })], deliveryCosts: new Map([['A', havanaTerms(terms)]]) }));
    expect(priced.groups[0]).toMatchObject({ status, deliveryCost: cost });
    expect(priced.total).toBe(Math.round((price + cost) * 100) / 100);
  });
});

describe('priceOrder: air tax steps by points balance', () => {
  test.each([
    [600, 0, 500],
    [500, 0, 500],
    [250, 12.5, 250],
    [125, 18.75, 125],
    [124, 25, 0],
  ])('%p points → tax %p, %p points spent', (points, tax, used) => {
    const priced = priceOrder(input({ lines: [line({ fastDelivery: false })], pointsBalance: points }));
    expect([priced.airWaybill, priced.pointsUsed]).toEqual([tax, used]);
    expect(priced.total).toBe(10 + 5 + tax);
  });

  test('an all fast-delivery order pays no air tax and spends no points', () => {
    const priced = priceOrder(input({ lines: [line({})], pointsBalance: 1000 }));
    expect([priced.airWaybill, priced.pointsUsed]).toEqual([0, 0]);
  });
});

describe('priceOrder: wallet', () => {
  test.each([
    ['not used', 810, false, 100_000, 0, 815],
    ['covers everything due', 10, true, 100_000, 15, 0],
    ['limited by the balance', 810, true, 1234, 12.34, 802.66],
    ['limited to 500 USD per order', 810, true, 1_000_000, 500, 315],
  ])('%s', (_, price, useWallet, walletCents, wallet, total) => {
    const priced = priceOrder(input({ lines: [line({ price: price as number })], useWallet: useWallet as boolean, walletCents: walletCents as number }));
    expect([priced.walletPayment, priced.total]).toEqual([wallet, total]);
  });
});
