import { deliveryProofOf, seesDeliveryProof } from './delivery-proof';

const id = '65a1b2c3d4e5f60718293a4b';
const buyerId = '65a1b2c3d4e5f60718293a00';
const pathOf = (orderId: string) => `/foto/${orderId}`;
const at = new Date('2026-11-20T15:00:00Z');

describe('deliveryProofOf', () => {
  test.each([
    ['not delivered yet', { _id: id, currentStatus: 'Enviado', delivery: { deliveredAt: at, photo: 'x' } }, null],
    [
      'with the code, a photo and a receiver',
      { _id: id, currentStatus: 'Entregado', delivery: { deliveredAt: at, photo: 'a'.repeat(24), receiverName: 'Luis' } },
      { deliveredAt: at.toISOString(), receiverName: 'Luis', photoPath: `/foto/${id}` },
    ],
    [
      'with the code and no photo: it says so (no path)',
      { _id: id, currentStatus: 'Entregado', delivery: { deliveredAt: at } },
      { deliveredAt: at.toISOString(), receiverName: '', photoPath: null },
    ],
    [
      'moved to Entregado by a status change: the last history entry dates it',
      {
        _id: id,
        currentStatus: 'Entregado',
        statuses: [
          { status: 'Solicitado', date: new Date(0) },
          { status: 'Entregado', date: at },
        ],
      },
      { deliveredAt: at.toISOString(), receiverName: '', photoPath: null },
    ],
  ])('%s', (_name, order, expected) => expect(deliveryProofOf(order, pathOf)).toEqual(expected));
});

describe('seesDeliveryProof', () => {
  const order = { user: { _id: buyerId } };
  const person = (flags: Partial<{ isImportCompany: boolean; isImportAdmin: boolean; isSuperAdmin: boolean }>, _id = '65a1b2c3d4e5f60718293a99') => ({
    _id,
    isImportCompany: false,
    isImportAdmin: false,
    isSuperAdmin: false,
    ...flags,
  });
  test.each([
    ['the buyer', person({}, buyerId), true],
    ['an order admin', person({ isImportAdmin: true }), true],
    ['a super admin', person({ isSuperAdmin: true }), true],
    ['another buyer', person({}), false],
    ['a seller (even of a line of the order)', person({ isImportCompany: true }), false],
    ['a visitor', null, false],
  ])('%s: %s', (_name, viewer, expected) => expect(seesDeliveryProof(viewer, order)).toBe(expected));
});
