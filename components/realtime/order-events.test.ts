import { SOCKET_EVENTS } from '@/lib/realtime/events';
import { isOrdersKey, parseOrderEvent } from './order-events';

describe('parseOrderEvent', () => {
  test.each([
    [
      SOCKET_EVENTS.orderCreated,
      { orderId: 'a1', orderNumber: 7, currentStatus: 'Solicitado' },
      { type: 'orderCreated', orderId: 'a1', orderNumber: 7, currentStatus: 'Solicitado' },
    ],
    [SOCKET_EVENTS.orderUpdated, { orderId: 'a1' }, { type: 'orderUpdated', orderId: 'a1', orderNumber: 0, currentStatus: '' }],
    [SOCKET_EVENTS.orderUpdated, { orderId: '' }, null],
    [SOCKET_EVENTS.orderUpdated, null, null],
    [SOCKET_EVENTS.orderCreated, 'a1', null],
    [SOCKET_EVENTS.newMessage, { orderId: 'a1' }, null],
  ])('%s %j', (name, payload, expected) => expect(parseOrderEvent(name, payload)).toEqual(expected));
});

describe('isOrdersKey', () => {
  test.each([
    ['/api/orders/ofuser/1?page=1', true],
    [['/api/orders?page=1', 'token'], true],
    [['/api/orders/getPendingPaymentOrders', null], true],
    [['/api/accountImport/1', 'token'], false],
    [null, false],
    [42, false],
  ])('%j → %s', (key, expected) => expect(isOrdersKey(key)).toBe(expected));
});
