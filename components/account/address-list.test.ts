import { deliveryAddressSchema } from '@/lib/account/address-schema';
import type { DeliveryAddressDto } from '@/lib/account/dto';
import { messages } from '@/lib/messages';
import { addressErrors, withAddress } from './address-list';

const a = (name: string, isDefault = false): DeliveryAddressDto => ({
  name,
  address: 'Calle 23',
  region: 'La Habana',
  municipality: 'Playa',
  phone: '+5351234567',
  ci: '85010112345',
  isDefault,
});

describe('withAddress', () => {
  test('the first address becomes the default', () => expect(withAddress([], a('Ana'), null)).toEqual({ list: [a('Ana', true)], at: 0 }));
  test('a new address is appended, not default', () =>
    expect(withAddress([a('Ana', true)], a('Luis', true), null)).toEqual({ list: [a('Ana', true), a('Luis')], at: 1 }));
  test('an edit keeps its flag', () =>
    expect(withAddress([a('Ana', true), a('Luis')], a('Ana María'), 0)).toEqual({ list: [a('Ana María', true), a('Luis')], at: 0 }));
  test('an index out of range appends', () => expect(withAddress([a('Ana', true)], a('Luis'), 5).at).toBe(1));
});

describe('addressErrors', () => {
  test("the schema's messages, first per field", () => {
    const parsed = deliveryAddressSchema.safeParse({ name: '', address: '', region: 'La Habana', municipality: 'Municipio', phone: '12a', ci: '' });
    expect(parsed.success).toBe(false);
    const addressMessages = messages.address;
    expect(addressErrors(parsed.success ? [] : parsed.error.issues)).toEqual({
      name: addressMessages.name,
      address: addressMessages.address,
      municipality: addressMessages.municipality,
      phone: addressMessages.phoneInvalid,
      ci: addressMessages.ciRequired,
    });
  });
  test('unknown paths are ignored', () =>
    expect(
      addressErrors([
        { path: ['isDefault'], message: 'x' },
        { path: [], message: 'y' },
      ]),
    ).toEqual({}));
});
