import type { LeanConversation } from '@/models/Conversation';
import type { LeanConversationMessage } from '@/models/ConversationMessage';
import type { ConversationKind, ConversationSide } from './rules';

/** A conversation as the viewer sees it: `side` is where the viewer writes from, `unread` counts that side's unread messages. */
export type ConversationDto = {
  _id: string;
  kind: ConversationKind;
  orderId: string | null;
  orderNumber: number | null;
  buyer: { _id: string; name: string };
  lastMessageAt: string;
  lastMessageText: string;
  lastMessageSide: ConversationSide | null;
  messageCount: number;
  unread: number;
  side: ConversationSide;
};

/** One message: plain text, to be rendered as text. */
export type MessageDto = { _id: string; conversationId: string; side: ConversationSide; text: string; createdAt: string };

/** The list: conversations of this page and how many there are in all. */
export type ConversationListDto = { count: number; page: number; pageSize: number; conversations: ConversationDto[] };

/** A page of history, oldest first; `hasOlder` offers 'ver anteriores'. */
export type MessagePageDto = { messages: MessageDto[]; hasOlder: boolean };

/** What the socket event newMessage carries to the buyer's room and the admins' room. */
export type NewMessageEvent = { conversationId: string; buyerId: string; kind: ConversationKind; orderNumber: number | null; message: MessageDto };

/** The conversation `doc` for a viewer writing from `side`. */
export function toConversationDto(doc: LeanConversation, side: ConversationSide, buyerName: string): ConversationDto {
  return {
    _id: String(doc._id),
    kind: doc.kind as ConversationKind,
    orderId: doc.order ? String(doc.order) : null,
    orderNumber: doc.orderNumber ?? null,
    buyer: { _id: String(doc.buyer), name: buyerName },
    lastMessageAt: new Date(doc.lastMessageAt ?? Date.now()).toISOString(),
    lastMessageText: doc.lastMessageText ?? '',
    lastMessageSide: (doc.lastMessageSide as ConversationSide | null) ?? null,
    messageCount: doc.messageCount ?? 0,
    unread: (side === 'buyer' ? doc.buyerUnread : doc.storeUnread) ?? 0,
    side,
  };
}

/** One stored message for the API and the socket. */
export function toMessageDto(doc: LeanConversationMessage): MessageDto {
  return {
    _id: String(doc._id),
    conversationId: String(doc.conversation),
    side: doc.side as ConversationSide,
    text: doc.text,
    createdAt: new Date(doc.createdAt).toISOString(),
  };
}

/** The name shown for a buyer: name and last name, else the e-mail. */
export function displayName(user: { name?: string | null; lastName?: string | null; email?: string | null } | null | undefined): string {
  const full = [user?.name, user?.lastName].filter(Boolean).join(' ').trim();
  return full || user?.email || '';
}
