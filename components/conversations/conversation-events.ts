import type { MessageDto, NewMessageEvent } from '@/lib/conversations/dto';
import type { ConversationSide } from '@/lib/conversations/rules';
import { SOCKET_EVENTS } from '@/lib/realtime/events';

/** A conversation event from the socket, checked; 'reconnected' asks to reload what may have been missed. */
export type ConversationEvent =
  { type: 'newMessage'; event: NewMessageEvent } | { type: 'read'; conversationId: string; side: ConversationSide } | { type: 'reconnected' };

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isSide = (value: unknown): value is ConversationSide => value === 'buyer' || value === 'store';

function parseMessage(value: unknown): MessageDto | null {
  if (typeof value !== 'object' || value === null) return null;
  const { _id, conversationId, side, text, createdAt } = value as Record<string, unknown>;
  if (!isText(_id) || !isText(conversationId) || !isSide(side) || typeof text !== 'string' || !isText(createdAt)) return null;
  return { _id, conversationId, side, text, createdAt };
}

/** The socket event `name` with `payload` as a ConversationEvent, or null when it is not a valid one. */
export function parseConversationEvent(name: string, payload: unknown): ConversationEvent | null {
  if (name === 'reconnected') return { type: 'reconnected' };
  if (typeof payload !== 'object' || payload === null) return null;
  const record = payload as Record<string, unknown>;
  if (name === SOCKET_EVENTS.conversationRead) {
    return isText(record.conversationId) && isSide(record.side) ? { type: 'read', conversationId: record.conversationId, side: record.side } : null;
  }
  if (name !== SOCKET_EVENTS.newMessage) return null;
  const message = parseMessage(record.message);
  const { conversationId, buyerId, kind, orderNumber } = record;
  if (!message || !isText(conversationId) || !isText(buyerId) || (kind !== 'order' && kind !== 'support')) return null;
  return { type: 'newMessage', event: { conversationId, buyerId, kind, orderNumber: typeof orderNumber === 'number' ? orderNumber : null, message } };
}

/** The side a signed-in user reads a conversation from: its buyer, else the store (only admins get others' events). */
export function viewerSideOf(userId: string, event: Pick<NewMessageEvent, 'buyerId'>): ConversationSide {
  return event.buyerId === userId ? 'buyer' : 'store';
}

/** True when the event brings a message written by the other side, i.e. something new for this user. */
export function isIncoming(userId: string, event: NewMessageEvent): boolean {
  return event.message.side !== viewerSideOf(userId, event);
}

/** Messages merged by id and ordered oldest first (history pages, live events and own sends may overlap). */
export function mergeMessages(...groups: readonly (readonly MessageDto[])[]): MessageDto[] {
  const byId = new Map<string, MessageDto>();
  for (const group of groups) for (const message of group) byId.set(message._id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
}
