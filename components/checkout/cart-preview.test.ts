import { groupCart } from './cart-groups';
import { previewCart, type PreviewInput } from './cart-preview';
import { testLine } from './test-lines';

const havana = { region: 'La Habana', municipality: 'Playa' };
const terms = [{ provinceName: 'La Habana', available: true, municipalities: [{ name: 'Playa', cost: 3 }], isFree: { above: true, aboveNumber: 50 } }];

function input(overrides: Partial<PreviewInput> = {}, lines = [testLine({}, 2)]): PreviewInput {
  return { sections: groupCart(lines), couponPercent: 0, address: havana, pointsBalance: 0, walletBalance: 0, useWallet: false, ...overrides };
}

function withTerms<T extends ReturnType<typeof testLine>>(line: T, costs: unknown = terms): T {
  Object.assign(line.product.user, { deliveryCosts: costs });
  return line;
}

describe('previewCart', () => {
  test('import items pay the air tax; unknown delivery terms are left to the server', () => {
    const p = previewCart(input());
    expect(p).toMatchObject({ products: 24, couponDiscount: 0, delivery: 0, deliveryKnown: false, airTax: { tax: 25, pointsUsed: 0 }, total: 49 });
  });

  test('known terms: municipality cost, then free above the threshold', () => {
    expect(previewCart(input({}, [withTerms(testLine({ fastDelivery: true }, 2))]))).toMatchObject({ delivery: 3, deliveryKnown: true, total: 27 });
    expect(previewCart(input({}, [withTerms(testLine({ fastDelivery: true }, 5))]))).toMatchObject({ delivery: 0, total: 60 });
  });

  test('no address: every store says select an address', () => {
    const p = previewCart(input({ address: null }));
    expect([...p.groupCosts.values()]).toEqual([{ status: 'selectAddress', cost: 0 }]);
    expect(p.deliveryKnown).toBe(true);
  });

  test('a store that does not deliver there is flagged', () => {
    const p = previewCart(input({}, [withTerms(testLine(), [])]));
    expect(p.notDelivering).toBe(true);
  });

  test('coupon on the price only, points step on the air tax, wallet up to the whole due', () => {
    const p = previewCart(input({ couponPercent: 5, pointsBalance: 300, walletBalance: 100, useWallet: true }));
    expect(p).toMatchObject({ couponDiscount: 1, airTax: { tax: 12.5, pointsUsed: 250 }, airTaxBase: 25, wallet: 35.5, total: 0 });
  });

  test('the wallet covers what its balance allows', () => {
    expect(previewCart(input({ walletBalance: 10, useWallet: true }))).toMatchObject({ wallet: 10, total: 39 });
  });
});
