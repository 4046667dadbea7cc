import type { Viewer } from '../auth/roles';
import { AppError, type ErrorCode } from '../errors';
import { messages } from '../messages';
import {
  canEditAddress,
  canPayOnline,
  CHECKOUT_PAYMENT_TYPES,
  isOrderStatus,
  needsPaymentObservation,
  nextStatus,
  ORDER_STATUSES,
  PAYMENT_PLACEHOLDER,
  PAYMENT_TYPES,
  paymentLabel,
  shownLineStatus,
  shownPaymentObservation,
  STATUS_FILTER,
  TRACK_STATUSES,
  trackStatusColor,
  type OrderStatus,
} from './status';
import { assertTransition } from './transition';

const s = messages.orderStatus;
const viewer = (flags: Partial<NonNullable<Viewer>> = {}): Viewer => ({
  _id: 'u1',
  isImportCompany: false,
  isImportAdmin: false,
  isSuperAdmin: false,
  ...flags,
});
const buyer = viewer();
const seller = viewer({ isImportCompany: true });
const orderAdmin = viewer({ isImportAdmin: true });
const superAdmin = viewer({ isSuperAdmin: true });

/** The allowed forward moves; `true` marks a move that needs an all-fast order. */
const FORWARD: Record<string, boolean> = {
  [`${s.requested}>${s.confirmed}`]: false,
  [`${s.confirmed}>${s.packed}`]: false,
  [`${s.confirmed}>${s.received}`]: true,
  [`${s.packed}>${s.sent}`]: false,
  [`${s.sent}>${s.received}`]: false,
  [`${s.received}>${s.delivered}`]: false,
};

function outcome(from: OrderStatus, to: OrderStatus, who: Viewer, allFast: boolean): ErrorCode | 'ok' {
  try {
    assertTransition(from, to, { viewer: who, allFast, paymentObservation: 'REF 123' });
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

/** What the table in docs/contract/buying.md §4 says, written independently of the implementation. */
function expected(from: OrderStatus, to: OrderStatus, who: Viewer, allFast: boolean): ErrorCode | 'ok' {
  if (to === s.cancelled) return !who?.isSuperAdmin ? 'forbidden' : from === s.cancelled ? 'invalidTransition' : 'ok';
  if (!who?.isImportAdmin && !who?.isSuperAdmin) return 'forbidden';
  const needsFast = FORWARD[`${from}>${to}`];
  if (needsFast === undefined || (needsFast && !allFast)) return 'invalidTransition';
  return 'ok';
}

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
const viewers: [string, Viewer][] = [
  ['visitor', null],
  ['buyer', buyer],
  ['seller', seller],
  ['order admin', orderAdmin],
  ['super admin', superAdmin],
];
const cases = pairs.flatMap(([from, to]) => viewers.flatMap(([name, who]) => [true, false].map((allFast) => [from, to, name, who, allFast] as const)));

describe('every status pair, viewer and fast-delivery mix', () => {
  test.each(cases)('%s → %s by %s (all fast: %p)', (from, to, _name, who, allFast) =>
    expect(outcome(from, to, who, allFast)).toBe(expected(from, to, who, allFast)),
  );

  test('the table has 6 forward moves plus 6 cancellations', () =>
    expect(cases.filter(([from, to, , who, allFast]) => who === superAdmin && allFast && outcome(from, to, who, allFast) === 'ok')).toHaveLength(12));
});

describe('payment observation on Solicitado → Confirmado', () => {
  test.each<[string | null | undefined, ErrorCode | 'ok']>([
    [undefined, 'paymentObservationRequired'],
    [null, 'paymentObservationRequired'],
    ['', 'paymentObservationRequired'],
    ['   ', 'paymentObservationRequired'],
    ['x'.repeat(200), 'ok'],
    ['x'.repeat(201), 'paymentObservationTooLong'],
  ])('%p → %s', (paymentObservation, code) => {
    let result: string = 'ok';
    try {
      assertTransition(s.requested, s.confirmed, { viewer: orderAdmin, allFast: false, paymentObservation });
    } catch (error) {
      result = (error as AppError).code;
      expect((error as AppError).message).toBe(
        code === 'paymentObservationRequired' ? messages.orders.paymentObservationRequired : messages.orders.paymentObservationTooLong(200),
      );
    }
    expect(result).toBe(code);
  });

  test('other moves do not need it', () => expect(() => assertTransition(s.confirmed, s.packed, { viewer: orderAdmin, allFast: false })).not.toThrow());
});

describe('next status', () => {
  test.each<[OrderStatus, boolean, OrderStatus | null]>([
    [s.requested, false, s.confirmed],
    [s.confirmed, false, s.packed],
    [s.confirmed, true, s.received],
    [s.packed, false, s.sent],
    [s.sent, false, s.received],
    [s.received, false, s.delivered],
    [s.delivered, false, null],
    [s.cancelled, false, null],
  ])('%s (all fast %p) → %p', (currentStatus, allFast, next) => expect(nextStatus({ currentStatus, allFast })).toBe(next));
});

describe('the next step an order admin is offered (decision 20.5)', () => {
  // Every state with a forward move gets one, and only Solicitado → Confirmado asks for the observation.
  test.each<[OrderStatus, boolean, OrderStatus | null, boolean]>([
    [s.requested, false, s.confirmed, true],
    [s.confirmed, false, s.packed, false],
    [s.confirmed, true, s.received, false],
    [s.packed, false, s.sent, false],
    [s.sent, false, s.received, false],
    [s.received, false, s.delivered, false],
  ])('%s (all fast %p) → %s, observation %p, and the order admin may send it', (from, allFast, to, observation) => {
    expect(nextStatus({ currentStatus: from, allFast })).toBe(to);
    expect(needsPaymentObservation(from, to!)).toBe(observation);
    expect(() => assertTransition(from, to!, { viewer: orderAdmin, allFast, paymentObservation: observation ? 'Efectivo' : null })).not.toThrow();
  });
});

describe('line statuses follow the order', () => {
  const trackStatusMessages = messages.trackStatus;
  test.each<[string, string, string]>([
    [s.cancelled, trackStatusMessages.checking, s.cancelled],
    [s.cancelled, trackStatusMessages.delivered, s.cancelled],
    [s.delivered, trackStatusMessages.checking, trackStatusMessages.delivered],
    [s.delivered, trackStatusMessages.notDelivered, trackStatusMessages.notDelivered],
    [s.sent, trackStatusMessages.checking, trackStatusMessages.checking],
    [s.requested, trackStatusMessages.available, trackStatusMessages.available],
  ])('order %s, line %s → %s', (order, line, shown) => expect(shownLineStatus(order, line)).toBe(shown));
});

describe('lists, labels and colours', () => {
  test('statuses and filter', () => {
    expect(ORDER_STATUSES).toEqual(Object.values(s));
    expect(STATUS_FILTER).toEqual([messages.common.all, s.requested, s.confirmed, s.packed, s.sent, s.received, s.cancelled]);
    expect(isOrderStatus(s.packed)).toBe(true);
    expect(isOrderStatus(messages.common.all)).toBe(false);
  });

  test('every tracking status has its own colour', () => {
    expect(TRACK_STATUSES).toEqual(Object.values(messages.trackStatus));
    expect(new Set(TRACK_STATUSES.map(trackStatusColor)).size).toBe(TRACK_STATUSES.length);
    expect(trackStatusColor('???')).toBe('#6b7280');
  });

  test.each<[string | null, string]>([
    ...PAYMENT_TYPES.map((type): [string, string] => [type, messages.payment[type]]),
    [PAYMENT_PLACEHOLDER, messages.payment.selectOne],
    ['Bitcoin', messages.payment.unknown],
    [null, messages.payment.unknown],
  ])('payment %p reads %p', (type, label) => expect(paymentLabel(type)).toBe(label));

  test('checkout offers cash, card and transfer (each only while it is switched on)', () =>
    expect(CHECKOUT_PAYMENT_TYPES).toEqual(['OnDelivery', 'OnlineStripe', 'OnlineTransfer']));

  test.each([
    ['OnlineStripe', s.requested, true],
    ['OnlineStripe', s.confirmed, false],
    ['OnDelivery', s.requested, false],
  ])('pay online: %s while %s → %p', (paymentType, currentStatus, allowed) => expect(canPayOnline({ paymentType, currentStatus })).toBe(allowed));

  test.each(ORDER_STATUSES.map((status) => [status, status === s.requested || status === s.confirmed] as const))(
    'edit address while %s → %p',
    (status, allowed) => expect(canEditAddress(status)).toBe(allowed),
  );
});

test("the stored default payment observation (CASH) reads in Spanish; an admin's own note as written", () => {
  expect(shownPaymentObservation('CASH')).toBe(messages.ordersPage.defaultPaymentObservation);
  expect(shownPaymentObservation('Pagó 20 USD en efectivo')).toBe('Pagó 20 USD en efectivo');
});
