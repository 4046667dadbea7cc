import { messages } from '@/lib/messages';
import { checkOrder, joinAddress, orderPagePath, orderPayload, type CheckoutChoice } from './order-checks';

const c = messages.checkout;
const address = {
  name: 'Laura',
  address: 'Calle 23 #456',
  region: 'La Habana',
  municipality: 'Playa',
  phone: '+5351234567',
  ci: '85031245678',
  isDefault: true,
};
const ok: CheckoutChoice = { address, paymentType: 'OnDelivery', currency: '', lineCount: 1, notDelivering: false };

describe('checkOrder', () => {
  test.each<[string, Partial<CheckoutChoice>, string | null]>([
    ['all fine', {}, null],
    ['no address first', { address: null, paymentType: '', lineCount: 0 }, c.noAddress],
    ['no payment method', { paymentType: '', lineCount: 0 }, c.noPaymentMethod],
    ['card without currency', { paymentType: 'OnlineStripe' }, c.noCurrency],
    ['card with currency', { paymentType: 'OnlineStripe', currency: 'eur' }, null],
    ['province not served', { address: { ...address, region: 'Matanzas' }, lineCount: 0 }, c.regionNotServed],
    ['store not delivering', { notDelivering: true, lineCount: 0 }, c.sellerNotDeliveringProvince],
    ['empty cart', { lineCount: 0 }, c.emptyCart],
  ])('%s', (_, change, expected) => expect(checkOrder({ ...ok, ...change })?.message ?? null).toBe(expected));

  test('the payment and currency warnings carry their tooltips', () => {
    expect(checkOrder({ ...ok, paymentType: '' })).toEqual({
      kind: 'warning',
      message: c.noPaymentMethod,
      field: 'paymentType',
      tooltip: c.noPaymentMethodTooltip,
    });
    expect(checkOrder({ ...ok, paymentType: 'OnlineStripe' })?.tooltip).toBe(c.noCurrencyTooltip);
  });
});

describe('orderPayload', () => {
  const buyer = { name: 'Laura', lastName: 'Pérez', phone: '+5351234567' };
  test('cash on delivery: no currency, coupon when applied', () => {
    expect(orderPayload({ buyer, address, paymentType: 'OnDelivery', currency: 'usd', useWallet: true, couponCode: 'ABC123' })).toEqual({
      sender: { name: 'Laura Pérez', phone: '+5351234567' },
      addressee: {
        name: 'Laura',
        address: 'Calle 23 #456, Playa, La Habana',
        phone: '+5351234567',
        ci: '85031245678',
        region: 'La Habana',
        municipality: 'Playa',
      },
      useWallet: true,
      paymentType: 'OnDelivery',
      couponInfo: 'ABC123',
    });
  });
  test('card: the currency goes along', () =>
    expect(orderPayload({ buyer, address, paymentType: 'OnlineStripe', currency: 'eur', useWallet: false, couponCode: null })).toMatchObject({
      currencySelected: 'eur',
    }));
});

test('joinAddress skips empty parts', () => expect(joinAddress({ address: ' Calle 1 ', municipality: '', region: 'La Habana' })).toBe('Calle 1, La Habana'));
test.each([
  ['o1', '/orders/u1/o1'],
  [null, '/orders'],
  ['', '/orders'],
])('orderPagePath(%j)', (id, path) => expect(orderPagePath('u1', id)).toBe(path));
