import { averageRating, counterChange, editableUntil, editRefusal, isLineDelivered, percentOf, reviewRefusal } from './rules';

const buyer = 'b'.repeat(24);
const seller = 's'.repeat(24);
const product = 'p'.repeat(24);
const line = (status: string, who = seller) => ({ product, seller: who, trackStatus: { currentStatus: status } });
const order = (currentStatus: string, lines = [line('Confirmado')]) => ({ user: { _id: buyer }, currentStatus, lines });

describe('isLineDelivered', () => {
  test.each([
    ['the line says Entregado on a running order', order('Enviado'), line('Entregado'), true],
    ['the order is Entregado', order('Entregado'), line('Enviado'), true],
    ['the order is Entregado but the line was not delivered', order('Entregado'), line('No Entregado'), false],
    ['on its way', order('Enviado'), line('Enviado'), false],
    ['cancelled', order('Cancelado'), line('Confirmado'), false],
  ])('%s', (_name, o, l, expected) => expect(isLineDelivered(o, l)).toBe(expected));
});

describe('reviewRefusal', () => {
  test.each([
    ['the buyer of a delivered line', buyer, order('Entregado'), product, null],
    ['another buyer', 'x'.repeat(24), order('Entregado'), product, 'reviewNotBuyer'],
    ['a product not in the order', buyer, order('Entregado'), 'q'.repeat(24), 'reviewNotBuyer'],
    ['before delivery', buyer, order('Enviado'), product, 'reviewNotDelivered'],
    [
      'the seller who bought their own product',
      seller,
      { ...order('Entregado', [line('Entregado', seller)]), user: { _id: seller } },
      product,
      'reviewOwnProduct',
    ],
  ])('%s', (_name, viewer, o, p, expected) => expect(reviewRefusal(viewer, o, p)).toBe(expected));
});

describe('editRefusal', () => {
  const createdAt = new Date('2026-11-01T12:00:00Z');
  const review = { buyer, createdAt };
  test('the author within 30 days; not after, not someone else, not once hidden', () => {
    expect(editableUntil(createdAt).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(editRefusal(buyer, review, new Date('2026-12-01T12:00:00Z'))).toBeNull();
    expect(editRefusal(buyer, review, new Date('2026-12-01T12:00:01Z'))).toBe('reviewEditClosed');
    expect(editRefusal(seller, review, createdAt)).toBe('forbidden');
    expect(editRefusal(buyer, { ...review, hidden: true }, createdAt)).toBe('reviewEditClosed');
  });
});

describe('counters', () => {
  const good = { rating: 5, asDescribed: true, onTime: true };
  const poor = { rating: 2, asDescribed: false, onTime: true };
  test.each([
    ['a new review', null, good, { count: 1, sum: 5, asDescribed: 1, onTime: 1 }],
    ['an edit', good, poor, { count: 0, sum: -3, asDescribed: -1, onTime: 0 }],
    ['a review hidden', poor, null, { count: -1, sum: -2, asDescribed: 0, onTime: -1 }],
  ])('%s', (_name, before, after, expected) => expect(counterChange(before, after)).toEqual(expected));

  test('average to one decimal and percentages', () => {
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(0, 0)).toBe(0);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBe(0);
  });
});
