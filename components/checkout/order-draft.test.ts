import type { DeliveryAddressDto } from '@/lib/account/dto';
import { defaultAddress, orderDraft, selectedAddress } from './order-draft';
import { testLine } from './test-lines';

const home = (isDefault = false): DeliveryAddressDto => ({
  name: 'Ana',
  address: 'Calle 1',
  region: 'La Habana',
  municipality: 'Playa',
  phone: '5351234567',
  ci: '90010112345',
  isDefault,
});

test('the address in use is the one marked as default, else the first, and none without addresses', () => {
  expect(defaultAddress([home(), home(true)])).toBe(1);
  expect(defaultAddress([home(), home()])).toBe(0);
  expect(defaultAddress([])).toBeNull();
});

test("the buyer's choice wins while that address still exists", () => {
  expect(selectedAddress(1, [home(true), home()])).toBe(1);
  expect(selectedAddress(2, [home(), home(true)])).toBe(1);
  expect(selectedAddress(null, [home(true)])).toBe(0);
});

const buyer = { name: 'Ana', lastName: 'Gil', phone: '5351234567' };
const lines = [testLine({ _id: 'p1', price: 10.105, importCost: 2 }, 2, { size: 'M' }), testLine({ _id: 'p2', name: 'Taza' }, 1)];
const form = { paymentType: 'OnDelivery' as const, currency: '', cashTendered: '50' };

test('what the buyer saw goes with the order: unit price and import cost per line, the delivery only when the preview knew it', () => {
  const known = orderDraft({
    buyer,
    address: home(),
    lines,
    preview: { delivery: 3, deliveryKnown: true, total: 40 },
    form,
    useWallet: false,
    couponCode: null,
  });
  expect(known.seen).toEqual({
    lines: [
      { product: 'p1', size: 'M', color: '', count: 2, unitPrice: 12.11 },
      { product: 'p2', size: '', color: '', count: 1, unitPrice: 12 },
    ],
    delivery: 3,
  });
  const unknown = orderDraft({
    buyer,
    address: home(),
    lines,
    preview: { delivery: 0, deliveryKnown: false, total: 40 },
    form,
    useWallet: false,
    couponCode: null,
  });
  expect(unknown.seen.delivery).toBeNull();
});

test('the request carries the payment form, the wallet and the coupon; the summary the names, counts and total', () => {
  const draft = orderDraft({
    buyer,
    address: home(),
    lines,
    preview: { delivery: 3, deliveryKnown: true, total: 40 },
    form,
    useWallet: true,
    couponCode: 'ABC123',
  });
  expect(draft.request).toEqual({ buyer, address: home(), paymentType: 'OnDelivery', currency: '', cashTendered: '50', useWallet: true, couponCode: 'ABC123' });
  expect(draft.summary).toEqual({
    lines: [
      { name: 'Producto', count: 2 },
      { name: 'Taza', count: 1 },
    ],
    total: 40,
  });
});
