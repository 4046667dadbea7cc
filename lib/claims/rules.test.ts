import { isLineDelivered } from '../reviews/rules';
import { shownLineStatus } from '../orders/status';
import {
  claimDeadline,
  claimRatePercent,
  claimRefusal,
  deliveredAtOf,
  linePaidCents,
  openSlotOf,
  paidByCard,
  refundableCents,
  resolutionRefusal,
  type ClaimLine,
  type ClaimOrder,
} from './rules';

const buyer = 'b'.repeat(24);
const seller = 'c'.repeat(24);
const lineId = 'a'.repeat(24);
const DAY = 24 * 3600 * 1000;
const deliveredAt = new Date('2026-11-10T15:00:00Z');

const line = (extra: Partial<ClaimLine> = {}): ClaimLine => ({
  _id: lineId,
  product: 'p'.repeat(24),
  seller,
  price: 10,
  importCost: 2.5,
  count: 2,
  couponDiscount: 1,
  trackStatus: { currentStatus: 'Confirmado' },
  ...extra,
});
const order = (extra: Partial<ClaimOrder> = {}, lines = [line()]): ClaimOrder => ({
  user: { _id: buyer },
  currentStatus: 'Entregado',
  currentStatusDate: deliveredAt,
  delivery: { deliveredAt },
  lines,
  ...extra,
});

describe('linePaidCents and refundableCents', () => {
  test('units × (price + import cost) − coupon discount, in cents', () => expect(linePaidCents(line())).toBe(2400));
  test('a replacement line was paid nothing', () => expect(linePaidCents(line({ price: 0, importCost: 0, couponDiscount: 0 }))).toBe(0));
  test('what earlier claims refunded is taken off, never below 0', () => {
    expect(refundableCents(line({ refundedCents: 1000 }))).toBe(1400);
    expect(refundableCents(line({ refundedCents: 5000 }))).toBe(0);
  });
});

describe('deliveredAtOf', () => {
  test("the line's own delivery first", () => {
    const own = new Date('2026-11-12T10:00:00Z');
    expect(deliveredAtOf(order({ currentStatus: 'Enviado' }), line({ trackStatus: { currentStatus: 'Entregado' }, deliveredAt: own }))).toEqual(own);
  });
  test("then the courier's delivery of the order, then its Entregado entry", () => {
    expect(deliveredAtOf(order(), line())).toEqual(deliveredAt);
    const entry = new Date('2026-11-11T09:00:00Z');
    expect(deliveredAtOf(order({ delivery: null, statuses: [{ status: 'Entregado', date: entry }] }), line())).toEqual(entry);
  });
  test('not delivered, or a line marked No Entregado: none', () => {
    expect(deliveredAtOf(order({ currentStatus: 'Enviado' }), line())).toBeNull();
    expect(deliveredAtOf(order(), line({ trackStatus: { currentStatus: 'No Entregado' } }))).toBeNull();
  });
  test('a line Entregado by its seller with no date recorded has none', () =>
    expect(deliveredAtOf(order({ currentStatus: 'Enviado' }), line({ trackStatus: { currentStatus: 'Entregado' } }))).toBeNull());
});

describe('claimRefusal', () => {
  const within = new Date(deliveredAt.getTime() + 6 * DAY);
  test.each([
    ['the buyer of a delivered line within 7 days', buyer, order(), lineId, within, null],
    ['the last moment of the 7th day', buyer, order(), lineId, claimDeadline(deliveredAt), null],
    ['after 7 days', buyer, order(), lineId, new Date(claimDeadline(deliveredAt).getTime() + 1), 'claimWindowClosed'],
    ['another buyer', 'x'.repeat(24), order(), lineId, within, 'claimNotBuyer'],
    ['a line not in the order', buyer, order(), 'd'.repeat(24), within, 'notFound'],
    ['before delivery', buyer, order({ currentStatus: 'Enviado' }), lineId, within, 'claimNotDelivered'],
    ['the seller of the line, as its buyer', seller, { ...order(), user: { _id: seller } }, lineId, within, 'claimOwnProduct'],
    ['a line refunded whole', buyer, order({}, [line({ refundedCents: 2400 })]), lineId, within, 'claimFullyRefunded'],
    ['a replacement (paid nothing) may be claimed', buyer, order({}, [line({ price: 0, importCost: 0, couponDiscount: 0 })]), lineId, within, null],
  ])('%s', (_name, viewer, o, id, now, expected) => expect(claimRefusal(viewer, o, id, now)).toBe(expected));
});

describe('resolutionRefusal', () => {
  const open = { status: 'open' };
  const card = order({ paymentType: 'OnlineStripe', payment: { paidAt: deliveredAt } });
  test.each([
    ['a wallet refund of the whole line', open, 'wallet', 2400, order(), line(), null],
    ['a refund larger than the line', open, 'wallet', 2401, order(), line(), 'claimRefundTooLarge'],
    ['a refund larger than what earlier claims left', open, 'wallet', 1500, order(), line({ refundedCents: 1000 }), 'claimRefundTooLarge'],
    ['a refund of 0', open, 'wallet', 0, order(), line(), 'claimAmountInvalid'],
    ['a card refund of a card order', open, 'card', 100, card, line(), null],
    ['a card refund of a cash order', open, 'card', 100, order({ paymentType: 'OnDelivery' }), line(), 'claimNotCardOrder'],
    ['a card order not paid', open, 'card', 100, order({ paymentType: 'OnlineStripe' }), line(), 'claimNotCardOrder'],
    ['a claim already resolved', { status: 'resolved' }, 'refused', 0, order(), line(), 'claimAlreadyResolved'],
    ['a claim being resolved', { status: 'resolving' }, 'replacement', 0, order(), line(), 'claimAlreadyResolved'],
    ['a replacement of a line refunded whole', open, 'replacement', 0, order(), line({ refundedCents: 2400 }), null],
  ] as const)('%s', (_name, claim, kind, cents, o, l, expected) => expect(resolutionRefusal(claim, kind, cents, o, l)).toBe(expected));
  test('paidByCard only for a paid OnlineStripe order', () => {
    expect(paidByCard(card)).toBe(true);
    expect(paidByCard(order({ paymentType: 'OnlineStripe' }))).toBe(false);
  });
});

describe('replacement lines travel on their own status', () => {
  test('a delivered order shows its replacement line by its own status, and it is not delivered until it says so', () => {
    expect(shownLineStatus('Entregado', 'Confirmado', true)).toBe('Confirmado');
    expect(shownLineStatus('Entregado', 'Confirmado')).toBe('Entregado');
    expect(isLineDelivered({ currentStatus: 'Entregado' }, { trackStatus: { currentStatus: 'Confirmado' }, replacementFor: 'x' })).toBe(false);
    expect(isLineDelivered({ currentStatus: 'Entregado' }, { trackStatus: { currentStatus: 'Entregado' }, replacementFor: 'x' })).toBe(true);
  });
});

test('openSlotOf and claimRatePercent', () => {
  expect(openSlotOf('o', 'l')).toBe('o:l');
  expect(claimRatePercent(1, 3)).toBe(33);
  expect(claimRatePercent(0, 0)).toBe(0);
});
