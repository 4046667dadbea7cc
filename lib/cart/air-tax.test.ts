import { AIR_TAX_BASE, AIR_TAX_PARTS, airTax, FREE_AIR_TAX_THRESHOLD, POINT_VALUE, WALLET_PRODUCT_LIMIT, type AirTax, type AirTaxInput } from './air-tax';

const cart = (extra: Partial<AirTaxInput> = {}): AirTaxInput => ({ hasImportItems: true, subtotal: 100, pointsBalance: 0, ...extra });

test('named constants', () => {
  expect(AIR_TAX_PARTS).toEqual([0, 25]);
  expect(AIR_TAX_BASE).toBe(25);
  expect(POINT_VALUE).toBe(500);
  expect(FREE_AIR_TAX_THRESHOLD).toBe(1e10);
  expect(WALLET_PRODUCT_LIMIT).toBe(500);
});

describe('air waybill tax', () => {
  test.each<[string, AirTaxInput, AirTax]>([
    ['only fast-delivery items: none', cart({ hasImportItems: false, pointsBalance: 1000 }), { tax: 0, pointsUsed: 0 }],
    ['no points: 0 + 25', cart(), { tax: 25, pointsUsed: 0 }],
    ['124 points: not enough for a step', cart({ pointsBalance: 124 }), { tax: 25, pointsUsed: 0 }],
    ['125 points: a quarter off', cart({ pointsBalance: 125 }), { tax: 18.75, pointsUsed: 125 }],
    ['249 points: still a quarter', cart({ pointsBalance: 249 }), { tax: 18.75, pointsUsed: 125 }],
    ['250 points: half off', cart({ pointsBalance: 250 }), { tax: 12.5, pointsUsed: 250 }],
    ['499 points: still half', cart({ pointsBalance: 499 }), { tax: 12.5, pointsUsed: 250 }],
    ['500 points: waived', cart({ pointsBalance: 500 }), { tax: 0, pointsUsed: 500 }],
    ['2000 points: waived, only 500 spent', cart({ pointsBalance: 2000 }), { tax: 0, pointsUsed: 500 }],
    ['subtotal + 25 reaches 1e10: waived without points', cart({ subtotal: 1e10 - 25, pointsBalance: 900 }), { tax: 0, pointsUsed: 0 }],
    ['just under the threshold: points rule', cart({ subtotal: 1e10 - 25.01 }), { tax: 25, pointsUsed: 0 }],
  ])('%s', (_, input, expected) => expect(airTax(input)).toEqual(expected));
});
