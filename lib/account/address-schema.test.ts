import { DEFAULT_PROVINCE, MUNICIPALITY_PLACEHOLDER, municipalitiesOf, PROVINCES } from '../geo/provinces';
import { messages } from '../messages';
import { deliveryAddressListSchema, deliveryAddressSchema, MAX_DELIVERY_ADDRESSES, withSingleDefault, type DeliveryAddress } from './address-schema';

const addressMessages = messages.address;
const town = municipalitiesOf(DEFAULT_PROVINCE)[0];
const otherProvince = PROVINCES.find((p) => p.name !== DEFAULT_PROVINCE)!;
const valid = {
  name: 'Ana Pérez',
  address: 'Calle 23 #456\nentre A y B',
  region: DEFAULT_PROVINCE,
  municipality: town,
  phone: '+5355555555',
  ci: '85010112345',
};

describe('a valid address', () => {
  test('parses, trims, strips unknown keys and defaults isDefault', () =>
    expect(deliveryAddressSchema.parse({ ...valid, name: '  Ana Pérez ', wallet: 1000 })).toEqual({ ...valid, isDefault: false }));
  test.each([
    ['phone without +', { phone: '55555555' }],
    ['ci shorter than 11 digits (the check is weak)', { ci: '123' }],
    ['ci of 20 digits', { ci: '1'.repeat(20) }],
    ['name of 80', { name: 'a'.repeat(80) }],
    ['address of 160', { address: 'a'.repeat(160) }],
    ['another province with its municipality', { region: otherProvince.name, municipality: otherProvince.municipalities[0] }],
  ])('%s', (_, overrides) => expect(deliveryAddressSchema.safeParse({ ...valid, ...overrides }).success).toBe(true));
});

describe('each rule gives its message on its field', () => {
  test.each<[string, Record<string, unknown>, string, string]>([
    ['name missing', { name: undefined }, 'name', addressMessages.name],
    ['name blank', { name: '   ' }, 'name', addressMessages.name],
    ['name over 80', { name: 'a'.repeat(81) }, 'name', addressMessages.name],
    ['address missing', { address: '' }, 'address', addressMessages.address],
    ['address over 160', { address: 'a'.repeat(161) }, 'address', addressMessages.address],
    ['region missing', { region: undefined }, 'region', addressMessages.region],
    ['region not a province', { region: 'Atlantis' }, 'region', addressMessages.region],
    ['municipality placeholder', { municipality: MUNICIPALITY_PLACEHOLDER }, 'municipality', addressMessages.municipality],
    ['municipality of another province', { municipality: otherProvince.municipalities[0] }, 'municipality', addressMessages.municipality],
    ['municipality missing', { municipality: undefined }, 'municipality', addressMessages.municipality],
    ['phone missing', { phone: '' }, 'phone', addressMessages.phoneRequired],
    ['phone with letters', { phone: '53abc' }, 'phone', addressMessages.phoneInvalid],
    ['phone with + in the middle', { phone: '53+555' }, 'phone', addressMessages.phoneInvalid],
    ['phone only +', { phone: '+' }, 'phone', addressMessages.phoneInvalid],
    ['phone over 20', { phone: '1'.repeat(21) }, 'phone', addressMessages.phoneInvalid],
    ['ci missing', { ci: undefined }, 'ci', addressMessages.ciRequired],
    ['ci with letters', { ci: 'A1234567' }, 'ci', addressMessages.ciInvalid],
    ['ci over 20', { ci: '1'.repeat(21) }, 'ci', addressMessages.ciInvalid],
  ])('%s', (_, overrides, field, message) => {
    const result = deliveryAddressSchema.safeParse({ ...valid, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});

describe('address lists', () => {
  test('at most MAX_DELIVERY_ADDRESSES', () => {
    expect(deliveryAddressListSchema.safeParse(Array(MAX_DELIVERY_ADDRESSES).fill(valid)).success).toBe(true);
    expect(deliveryAddressListSchema.safeParse(Array(MAX_DELIVERY_ADDRESSES + 1).fill(valid)).success).toBe(false);
  });

  const list = (...flags: boolean[]): DeliveryAddress[] => flags.map((isDefault, i) => ({ ...valid, name: `n${i}`, isDefault }));
  test.each([
    [
      [false, false, false],
      [true, false, false],
    ],
    [
      [false, true, false],
      [false, true, false],
    ],
    [
      [false, true, true],
      [false, true, false],
    ],
    [[], []],
  ])('defaults %p → %p', (flags, result) => expect(withSingleDefault(list(...flags)).map((a) => a.isDefault)).toEqual(result));
});
