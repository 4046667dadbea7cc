import type { ProvinceDeliveryCost } from '../cart/delivery-cost';
import { productFee, quoteSeller, type SellerQuote } from './quote';

const HAVANA = 'La Habana';
const centro = { region: HAVANA, municipality: 'Centro Habana' };

const terms = (overrides: Partial<ProvinceDeliveryCost> = {}): ProvinceDeliveryCost[] => [
  {
    provinceName: HAVANA,
    available: true,
    isFree: { always: false, above: false, aboveNumber: 0 },
    municipalities: [
      { name: 'Centro Habana', cost: 3.5 },
      { name: 'Playa', cost: 0 },
    ],
    ...overrides,
  },
];

describe('quoteSeller', () => {
  test.each<[string, ProvinceDeliveryCost[], SellerQuote]>([
    ['the municipality cost', terms(), { delivers: true, fee: 3.5, free: false }],
    ['province not offered', [], { delivers: false, fee: 0, free: false }],
    ['province switched off', terms({ available: false }), { delivers: false, fee: 0, free: false }],
    ['always free', terms({ isFree: { always: true } }), { delivers: true, fee: 0, free: true }],
    ['free above 50', terms({ isFree: { above: true, aboveNumber: 50 } }), { delivers: true, fee: 3.5, free: false, freeAbove: 50 }],
    ['municipality not listed: free (the spec default)', terms({ municipalities: [] }), { delivers: true, fee: 0, free: true }],
  ])('%s', (_name, costs, expected) => expect(quoteSeller(costs, centro)).toEqual(expected));

  test('another province is not delivered', () => expect(quoteSeller(terms(), { region: 'Matanzas', municipality: 'Cárdenas' }).delivers).toBe(false));

  test('a province the store does not serve is not delivered, even where the seller offers it free', () =>
    expect(
      quoteSeller([{ provinceName: 'Matanzas', available: true, isFree: { always: true } }], { region: 'Matanzas', municipality: 'Cárdenas' }).delivers,
    ).toBe(false));
});

describe('productFee', () => {
  const paid: SellerQuote = { delivers: true, fee: 3.5, free: false, freeAbove: 50 };
  test.each<[string, SellerQuote | null, number, ReturnType<typeof productFee>]>([
    ['unknown seller', null, 10, { status: 'notDelivering' }],
    ['not delivering', { delivers: false, fee: 0, free: false }, 10, { status: 'notDelivering' }],
    ['free store', { delivers: true, fee: 0, free: true }, 10, { status: 'free' }],
    ['below the threshold', paid, 49.99, { status: 'paid', fee: 3.5 }],
    ['at the threshold', paid, 50, { status: 'free' }],
    ['no threshold', { delivers: true, fee: 2, free: false }, 1000, { status: 'paid', fee: 2 }],
  ])('%s', (_name, quote, price, expected) => expect(productFee(quote, price)).toEqual(expected));
});
