import type { OrderLineDto } from '@/lib/orders/dto';
import { messages } from '@/lib/messages';
import { buyerName, isAllFast, orderWarnings, paymentObservationError, sortOrderLines } from './order-view';

const trackStatusMessages = messages.trackStatus;
const ordersMessages = messages.orders;

function line(id: string, seller: string, fast: boolean, status: string = trackStatusMessages.checking): OrderLineDto {
  return {
    _id: id,
    count: 1,
    size: '',
    color: '',
    couponDiscount: 0,
    payed: { wallet: 0 },
    deliveryCalendar: null,
    product: { _id: `p${id}`, name: id, mainImageUrl: '', price: 1, importCost: 0, points: 0, fastDelivery: fast, shippingBySea: false, user: seller },
    trackStatus: { currentStatus: status, message: '' },
  };
}

test('lines: fast first, then by store in first-seen order', () => {
  const lines = [line('1', 'a', false), line('2', 'b', true), line('3', 'b', false), line('4', 'a', true), line('5', 'a', false)];
  expect(sortOrderLines(lines).map((l) => l._id)).toEqual(['4', '2', '1', '5', '3']);
});

describe('orderWarnings', () => {
  const order = (status: string, products: OrderLineDto[]) => ({ currentStatus: status, products });
  test.each<[string, OrderLineDto[], string[]]>([
    ['new order', [line('1', 'a', true), line('2', 'a', false)], [ordersMessages.warnUnchecked]],
    ['not delivered counts as unchecked only', [line('1', 'a', true, trackStatusMessages.notDelivered)], [ordersMessages.warnUnchecked]],
    ['fast confirmed, not delivered', [line('1', 'a', true, trackStatusMessages.confirmed)], [ordersMessages.warnFastUndelivered]],
    ['import sent, not received', [line('1', 'a', false, trackStatusMessages.sent)], [ordersMessages.warnImportUndelivered]],
    ['all done', [line('1', 'a', true, trackStatusMessages.delivered), line('2', 'a', false, trackStatusMessages.received)], []],
  ])('%s', (_, products, expected) => expect(orderWarnings(order(messages.orderStatus.confirmed, products))).toEqual(expected));
  test('a cancelled order has none', () => expect(orderWarnings(order(messages.orderStatus.cancelled, [line('1', 'a', true)]))).toEqual([]));
  test('a delivered order warns only of lines its seller marked No Entregado', () => {
    expect(orderWarnings(order(messages.orderStatus.delivered, [line('1', 'a', true), line('2', 'a', false, trackStatusMessages.sent)]))).toEqual([]);
    expect(orderWarnings(order(messages.orderStatus.delivered, [line('1', 'a', true, trackStatusMessages.notDelivered)]))).toEqual([
      ordersMessages.warnUnchecked,
    ]);
  });
});

test('isAllFast', () => {
  expect(isAllFast({ products: [line('1', 'a', true)] })).toBe(true);
  expect(isAllFast({ products: [line('1', 'a', true), line('2', 'a', false)] })).toBe(false);
});

test('buyerName', () => expect(buyerName({ user: { _id: 'u', name: 'Ana', lastName: '', email: '', phone: '' } })).toBe('Ana'));

test.each([
  ['', ordersMessages.paymentObservationRequired],
  ['   ', ordersMessages.paymentObservationRequired],
  ['EFECTIVO', null],
  ['x'.repeat(200), null],
  ['x'.repeat(201), ordersMessages.paymentObservationTooLong(200)],
])('payment observation %j', (text, expected) => expect(paymentObservationError(text)).toBe(expected));
