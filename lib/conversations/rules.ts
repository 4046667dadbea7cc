import { can, isOwner, type Viewer } from '../auth/roles';

/*
 * The rules of conversations with the store, pure (no database): who may read and write which
 * conversation and from which side, what a message may contain, and when someone away is told.
 */

export const CONVERSATION_KINDS = ['order', 'support'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** The buyer writes from one side; the store (any order admin or super admin) from the other. */
export const CONVERSATION_SIDES = ['buyer', 'store'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

/** Longest message, in characters (code points, so an emoji counts as one). */
export const MAX_MESSAGE_LENGTH = 1000;
/** Messages per page of history (the newest page first). */
export const MESSAGES_PAGE_SIZE = 30;
/** Conversations per page of the list. */
export const CONVERSATIONS_PAGE_SIZE = 20;
/** How many characters of the last message the list shows. */
export const PREVIEW_LENGTH = 140;

/** The unique key of a conversation: one per order, one support conversation per buyer. */
export function conversationKey(kind: ConversationKind, buyerId: string, orderId?: string | null): string {
  return kind === 'order' ? `order:${orderId}` : `support:${buyerId}`;
}

/**
 * The side the viewer reads and writes a conversation from: its buyer writes as 'buyer'; an order
 * admin or super admin as 'store'; anyone else (another buyer, a seller, a visitor) has none.
 */
export function sideOf(viewer: Viewer, conversation: { buyer: string | { toString(): string } }): ConversationSide | null {
  if (isOwner(viewer, conversation.buyer)) return 'buyer';
  if (can(viewer, 'conversations:answer')) return 'store';
  return null;
}

/** Only the order's own buyer opens the conversation about it (admins answer it once it exists). */
export function canOpenOrderConversation(viewer: Viewer, orderBuyerId: string | { toString(): string }): boolean {
  return can(viewer, 'conversations:use') && isOwner(viewer, orderBuyerId);
}

export type TextCheck = { ok: true; text: string } | { ok: false; error: 'required' | 'tooLong' };

/**
 * A message as stored: line breaks normalised to \n, control characters other than line breaks and
 * tabs removed, trimmed; then 1 to MAX_MESSAGE_LENGTH characters. The text is kept as typed
 * otherwise (no HTML is interpreted or escaped here: every reader renders it as text).
 */
export function checkMessageText(raw: unknown): TextCheck {
  if (typeof raw !== 'string') return { ok: false, error: 'required' };
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim();
  const length = [...text].length;
  if (length === 0) return { ok: false, error: 'required' };
  if (length > MAX_MESSAGE_LENGTH) return { ok: false, error: 'tooLong' };
  return { ok: true, text };
}

/** The list's one-line preview of a message: whitespace collapsed, cut at PREVIEW_LENGTH characters. */
export function previewOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= PREVIEW_LENGTH ? line : `${chars.slice(0, PREVIEW_LENGTH - 1).join('')}…`;
}

/** The other side of a conversation: the one a message from `side` is for. */
export function otherSide(side: ConversationSide): ConversationSide {
  return side === 'buyer' ? 'store' : 'buyer';
}

/**
 * Whether a recipient away from the store (no open socket) gets a web push and an e-mail: only for
 * the message that made the conversation unread for them, so a burst of messages sends one notice.
 */
export function shouldNotifyAway(recipientUnreadAfter: number, recipientConnected: boolean): boolean {
  return !recipientConnected && recipientUnreadAfter === 1;
}
