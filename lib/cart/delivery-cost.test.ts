import { DEFAULT_PROVINCE, municipalitiesOf, PROVINCES } from '../geo/provinces';
import { formatUsd } from '../money';
import { messages } from '../messages';
import { deliveryCostText, freeAboveText, groupDeliveryCost, type DeliveryCost, type ProvinceDeliveryCost } from './delivery-cost';

// Municipalities of the default province as fixtures: a paid one, a free one, another paid one, an unlisted one.
const [paidTown, freeTown, cheapTown, unlistedTown] = municipalitiesOf(DEFAULT_PROVINCE);
const otherProvince = PROVINCES.find((p) => p.name !== DEFAULT_PROVINCE)!.name;
const havana = (extra: Partial<ProvinceDeliveryCost> = {}): ProvinceDeliveryCost => ({
  provinceName: DEFAULT_PROVINCE,
  available: true,
  isFree: { always: false, above: false, aboveNumber: 0 },
  municipalities: [
    { name: paidTown, cost: 5 },
    { name: freeTown, cost: 0 },
    { name: cheapTown, cost: 2.5 },
  ],
  ...extra,
});
const plaza = { region: DEFAULT_PROVINCE, municipality: paidTown };

describe('delivery cost per seller group', () => {
  test.each<[string, ProvinceDeliveryCost[], typeof plaza | null, number, DeliveryCost]>([
    ['no address', [havana()], null, 10, { status: 'selectAddress', cost: 0 }],
    ['province not listed', [{ ...havana(), provinceName: otherProvince }], plaza, 10, { status: 'notDelivering', cost: 0 }],
    ['province not available', [havana({ available: false })], plaza, 10, { status: 'notDelivering', cost: 0 }],
    ['always free', [havana({ isFree: { always: true } })], plaza, 10, { status: 'free', cost: 0 }],
    ['free above, subtotal reaches it', [havana({ isFree: { above: true, aboveNumber: 50 } })], plaza, 50, { status: 'free', cost: 0, freeAbove: 50 }],
    ['free above, subtotal below it', [havana({ isFree: { above: true, aboveNumber: 50 } })], plaza, 49.99, { status: 'paid', cost: 5, freeAbove: 50 }],
    ['aboveNumber without the above flag is ignored', [havana({ isFree: { above: false, aboveNumber: 1 } })], plaza, 10, { status: 'paid', cost: 5 }],
    ['municipality cost', [havana()], { region: DEFAULT_PROVINCE, municipality: cheapTown }, 10, { status: 'paid', cost: 2.5 }],
    ['municipality cost 0 is free', [havana()], { region: DEFAULT_PROVINCE, municipality: freeTown }, 10, { status: 'free', cost: 0 }],
    ['unlisted municipality defaults to free', [havana()], { region: DEFAULT_PROVINCE, municipality: unlistedTown }, 10, { status: 'free', cost: 0 }],
    ['no municipality list', [havana({ municipalities: null })], plaza, 10, { status: 'free', cost: 0 }],
    ['no terms at all', [], plaza, 10, { status: 'notDelivering', cost: 0 }],
    // Moda Caribe's free delivery in Matanzas read GRATIS in a cart that could not be ordered.
    [
      'a province the store does not serve, though the seller offers it free',
      [{ provinceName: otherProvince, available: true, isFree: { always: true } }],
      { region: otherProvince, municipality: municipalitiesOf(otherProvince)[0] },
      10,
      { status: 'notDelivering', cost: 0 },
    ],
  ])('%s', (_, costs, address, subtotal, expected) => expect(groupDeliveryCost(costs, address, subtotal)).toEqual(expected));
});

describe('texts', () => {
  test.each<[DeliveryCost, string]>([
    [{ status: 'selectAddress', cost: 0 }, messages.cart.selectAddress],
    [{ status: 'notDelivering', cost: 0 }, messages.cart.notDelivering],
    [{ status: 'free', cost: 0 }, messages.cart.free],
    [{ status: 'paid', cost: 2.5 }, formatUsd(2.5)],
  ])('%p → %p', (result, text) => expect(deliveryCostText(result)).toBe(text));

  test.each<[DeliveryCost, string | null]>([
    [{ status: 'paid', cost: 5, freeAbove: 50 }, messages.cart.freeAbove('50')],
    [{ status: 'paid', cost: 5, freeAbove: 49.5 }, messages.cart.freeAbove('49.5')],
    [{ status: 'paid', cost: 5 }, null],
  ])('free-above text of %p', (result, text) => expect(freeAboveText(result)).toBe(text));
});
