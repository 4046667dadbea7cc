import '#server-only';
import { Types } from 'mongoose';
import type { Viewer } from '../auth/guard';
import { can } from '../auth/roles';
import { consume, RATE_RULES } from '../auth/rate-limit';
import { connectDb, isDuplicateKey } from '../db';
import { AppError, isAppError } from '../errors';
import { updateById, withDocumentLock } from '../guarded-write';
import { messages } from '../messages';
import { skipOf } from '../paging';
import { displayName, toConversationDto, toMessageDto, type ConversationDto, type ConversationListDto, type MessageDto, type MessagePageDto } from './dto';
import { notifyConversationRead, notifyNewMessage } from './notify';
import {
  canOpenOrderConversation,
  conversationKey,
  CONVERSATIONS_PAGE_SIZE,
  MAX_MESSAGE_LENGTH,
  MESSAGES_PAGE_SIZE,
  otherSide,
  previewOf,
  sideOf,
  type ConversationKind,
  type ConversationSide,
} from './rules';
import type { OpenConversationInput } from './schemas';
import { Conversation, type LeanConversation } from '@/models/Conversation';
import { ConversationMessage, type LeanConversationMessage } from '@/models/ConversationMessage';
import { Order } from '@/models/Order';
import { User } from '@/models/User';

/** Buyer names by id: a second query, since FerretDB v1 has no $lookup. */
async function buyerNames(ids: unknown[]): Promise<Map<string, string>> {
  const users = await User.find({ _id: { $in: ids } }, 'name lastName email').lean();
  return new Map(users.map((u) => [String(u._id), displayName(u)]));
}

async function dtoFor(doc: LeanConversation, side: ConversationSide): Promise<ConversationDto> {
  return toConversationDto(doc, side, (await buyerNames([doc.buyer])).get(String(doc.buyer)) ?? '');
}

/** The conversation `id` and the viewer's side in it; 404 when there is none, 403 when the viewer has no side. */
async function loadForViewer(viewer: Viewer, id: string): Promise<{ doc: LeanConversation; side: ConversationSide }> {
  await connectDb();
  const doc = await Conversation.findById(id).lean<LeanConversation>();
  if (!doc) throw new AppError('notFound');
  const side = sideOf(viewer, doc);
  if (!side) throw new AppError('forbidden');
  return { doc, side };
}

/** Finds the conversation by its unique key, or creates it (one creation per key, even when two requests race). */
async function findOrCreate(kind: ConversationKind, buyerId: string, order?: { _id: Types.ObjectId; orderNumber: number }): Promise<LeanConversation> {
  const key = conversationKey(kind, buyerId, order ? String(order._id) : null);
  return withDocumentLock(`conversation:${key}`, async () => {
    const found = await Conversation.findOne({ key }).lean<LeanConversation>();
    if (found) return found;
    try {
      const created = await Conversation.create({
        key,
        kind,
        buyer: new Types.ObjectId(buyerId),
        order: order?._id ?? null,
        orderNumber: order?.orderNumber ?? null,
      });
      return created.toObject();
    } catch (error) {
      // Another process created it between our read and write: the unique index refused ours.
      const again = isDuplicateKey(error) ? await Conversation.findOne({ key }).lean<LeanConversation>() : null;
      if (again) return again;
      throw error;
    }
  });
}

/** POST /api/conversations: the viewer's support conversation, or the one about their own order (only its buyer opens it). */
export async function openConversation(viewer: Viewer, input: OpenConversationInput): Promise<ConversationDto> {
  await connectDb();
  if (input.kind === 'support') return dtoFor(await findOrCreate('support', viewer._id), 'buyer');
  const order = await Order.findById(input.orderId, 'user._id orderNumber').lean();
  if (!order) throw new AppError('notFound');
  if (!order.user?._id || !canOpenOrderConversation(viewer, order.user._id)) throw new AppError('forbidden');
  return dtoFor(await findOrCreate('order', viewer._id, { _id: order._id, orderNumber: order.orderNumber }), 'buyer');
}

/**
 * GET /api/conversations: a buyer's own conversations, newest first; for order admins and super
 * admins every conversation, unread by the store first, then newest. Conversations nobody wrote in yet are left out.
 */
export async function listConversations(viewer: Viewer, page: number): Promise<ConversationListDto> {
  await connectDb();
  const store = can(viewer, 'conversations:answer');
  const filter = store ? { messageCount: { $gt: 0 } } : { buyer: new Types.ObjectId(viewer._id), messageCount: { $gt: 0 } };
  const sort: Record<string, 1 | -1> = store ? { storeWaiting: -1, lastMessageAt: -1, _id: -1 } : { lastMessageAt: -1, _id: -1 };
  const [count, docs] = await Promise.all([
    Conversation.countDocuments(filter),
    Conversation.find(filter)
      .sort(sort)
      .skip(skipOf({ page, limit: CONVERSATIONS_PAGE_SIZE }))
      .limit(CONVERSATIONS_PAGE_SIZE)
      .lean<LeanConversation[]>(),
  ]);
  const names = await buyerNames([...new Set(docs.map((d) => String(d.buyer)))]);
  const conversations = docs.map((d) => toConversationDto(d, sideOf(viewer, d) ?? 'store', names.get(String(d.buyer)) ?? ''));
  return { count, page, pageSize: CONVERSATIONS_PAGE_SIZE, conversations };
}

/** GET /api/conversations/unread: how many conversations have messages the viewer's side has not read (the new-messages mark). */
export async function countUnread(viewer: Viewer): Promise<{ count: number }> {
  await connectDb();
  const own = { buyer: new Types.ObjectId(viewer._id), buyerUnread: { $gt: 0 } };
  if (!can(viewer, 'conversations:answer')) return { count: await Conversation.countDocuments(own) };
  // Admins: every conversation waiting for the store, and their own as a buyer.
  const [waiting, mine] = await Promise.all([
    Conversation.countDocuments({ storeWaiting: true, buyer: { $ne: new Types.ObjectId(viewer._id) } }),
    Conversation.countDocuments(own),
  ]);
  return { count: waiting + mine };
}

/** GET /api/conversations/{id}: the conversation as the viewer sees it (reading it does not mark it read). */
export async function getConversation(viewer: Viewer, id: string): Promise<ConversationDto> {
  const { doc, side } = await loadForViewer(viewer, id);
  return dtoFor(doc, side);
}

/** GET /api/conversations/{id}/messages: the newest page, or the page before message `before`; oldest first within the page. */
export async function listMessages(viewer: Viewer, id: string, before?: string): Promise<MessagePageDto> {
  const { doc } = await loadForViewer(viewer, id);
  const filter = before ? { conversation: doc._id, _id: { $lt: new Types.ObjectId(before) } } : { conversation: doc._id };
  const docs = await ConversationMessage.find(filter)
    .sort({ _id: -1 })
    .limit(MESSAGES_PAGE_SIZE + 1)
    .lean<LeanConversationMessage[]>();
  const hasOlder = docs.length > MESSAGES_PAGE_SIZE;
  return { messages: docs.slice(0, MESSAGES_PAGE_SIZE).reverse().map(toMessageDto), hasOlder };
}

/** POST /api/conversations/{id}/read: marks the conversation read for the viewer's side and tells that side's other tabs. */
export async function markRead(viewer: Viewer, id: string): Promise<ConversationDto> {
  const { doc, side } = await loadForViewer(viewer, id);
  const now = new Date();
  const set = side === 'buyer' ? { buyerUnread: 0, buyerReadAt: now } : { storeUnread: 0, storeWaiting: false, storeReadAt: now };
  const updated = await updateById(Conversation, doc._id, { $set: set });
  if (!updated) throw new AppError('notFound');
  notifyConversationRead(updated, side);
  return dtoFor(updated, side);
}

/** The viewer's message allowance; the 429 says, in Spanish, to slow down (Retry-After from the limiter). */
async function consumeMessageAllowance(viewer: Viewer): Promise<void> {
  try {
    await consume(`conversation-message:${viewer._id}`, RATE_RULES.conversationMessagesPerUser);
  } catch (error) {
    if (isAppError(error) && error.code === 'rateLimited')
      throw new AppError('rateLimited', { message: messages.conversations.tooFast, details: error.details });
    throw error;
  }
}

/**
 * POST /api/conversations/{id}/messages: stores `text` (already checked by the schema) from the
 * viewer's side, counts it unread for the other side (the writer's side has read everything), then
 * emits it live and notifies whoever is away. Rate-limited per user.
 */
export async function sendMessage(viewer: Viewer, id: string, text: string): Promise<MessageDto> {
  const { doc, side } = await loadForViewer(viewer, id);
  await consumeMessageAllowance(viewer);
  return appendMessage(doc, viewer._id, side, text);
}

/**
 * Writes `text` into the conversation about `order` (created when it has none yet) from `side`:
 * a claim's opening by its buyer, or its resolution by the store (lib/claims). Not counted against
 * the message allowance, since the write that carries it is capped on its own.
 */
export async function postToOrderConversation(
  order: { _id: Types.ObjectId; orderNumber: number; user?: { _id?: unknown } | null },
  authorId: string,
  side: ConversationSide,
  text: string,
): Promise<MessageDto> {
  await connectDb();
  const doc = await findOrCreate('order', String(order.user?._id), { _id: order._id, orderNumber: order.orderNumber });
  return appendMessage(doc, authorId, side, text.slice(0, MAX_MESSAGE_LENGTH));
}

/** Stores one message, counts it unread for the other side, then emits it live and notifies whoever is away. */
async function appendMessage(doc: LeanConversation, authorId: string, side: ConversationSide, text: string): Promise<MessageDto> {
  const created = await ConversationMessage.create({ conversation: doc._id, author: authorId, side, text });
  const message = toMessageDto(created.toObject());
  const now = new Date();
  const own = side === 'buyer' ? { buyerUnread: 0, buyerReadAt: now } : { storeUnread: 0, storeWaiting: false, storeReadAt: now };
  const updated = await updateById(Conversation, doc._id, {
    $set: {
      ...own,
      lastMessageAt: created.createdAt ?? now,
      lastMessageText: previewOf(text),
      lastMessageSide: side,
      ...(side === 'buyer' ? { storeWaiting: true } : {}),
    },
    $inc: { messageCount: 1, [otherSide(side) === 'buyer' ? 'buyerUnread' : 'storeUnread']: 1 },
  });
  if (updated) await notifyNewMessage(updated, message);
  return message;
}
