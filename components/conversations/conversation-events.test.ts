import { SOCKET_EVENTS } from '@/lib/realtime/events';
import { isIncoming, mergeMessages, parseConversationEvent, viewerSideOf } from './conversation-events';

const message = { _id: 'm1', conversationId: 'c1', side: 'store', text: '<b>hola</b>', createdAt: '2026-01-01T10:00:00.000Z' } as const;
const event = { conversationId: 'c1', buyerId: 'u1', kind: 'order', orderNumber: 7, message } as const;

describe('parseConversationEvent', () => {
  test.each<[string, string, unknown, unknown]>([
    ['a new message', SOCKET_EVENTS.newMessage, event, { type: 'newMessage', event }],
    [
      'support without order number',
      SOCKET_EVENTS.newMessage,
      { ...event, kind: 'support', orderNumber: undefined },
      { type: 'newMessage', event: { ...event, kind: 'support', orderNumber: null } },
    ],
    ['a message without text', SOCKET_EVENTS.newMessage, { ...event, message: { ...message, text: 1 } }, null],
    ['an unknown kind', SOCKET_EVENTS.newMessage, { ...event, kind: 'x' }, null],
    ['a read mark', SOCKET_EVENTS.conversationRead, { conversationId: 'c1', side: 'buyer' }, { type: 'read', conversationId: 'c1', side: 'buyer' }],
    ['a read mark with a bad side', SOCKET_EVENTS.conversationRead, { conversationId: 'c1', side: 'x' }, null],
    ['a reconnection', 'reconnected', null, { type: 'reconnected' }],
    ['an order event', SOCKET_EVENTS.orderUpdated, { orderId: 'o1' }, null],
    ['no payload', SOCKET_EVENTS.newMessage, null, null],
  ])('%s', (_, name, payload, expected) => expect(parseConversationEvent(name, payload)).toEqual(expected));
});

test.each<[string, 'buyer' | 'store', 'buyer' | 'store', boolean]>([
  ['u1', 'buyer', 'store', true], // the buyer hears the store
  ['u1', 'buyer', 'buyer', false], // their own message from another tab
  ['admin', 'store', 'buyer', true],
  ['admin', 'store', 'store', false], // another admin answered
])('user %s (side %s) and a message from %s → incoming %s', (userId, side, from, incoming) => {
  const e = { ...event, message: { ...message, side: from } };
  expect(viewerSideOf(userId, e)).toBe(side);
  expect(isIncoming(userId, e)).toBe(incoming);
});

test('mergeMessages drops repeats and orders by time', () => {
  const later = { ...message, _id: 'm2', createdAt: '2026-01-01T10:05:00.000Z' };
  expect(mergeMessages([later], [message, later], [message]).map((m) => m._id)).toEqual(['m1', 'm2']);
});
