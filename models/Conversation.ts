import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import type { Lean } from './shared';
import { CONVERSATION_KINDS, CONVERSATION_SIDES } from '../lib/conversations/rules';

/**
 * One conversation between a buyer and the store: about one order, or the buyer's general support
 * thread. `key` makes each unique with a single-field index ('order:<orderId>' or
 * 'support:<buyerId>'), which FerretDB v1 enforces as MongoDB does. Unread counters are per side;
 * `storeWaiting` mirrors `storeUnread > 0` so the admins' list can sort unread first.
 */
const conversationSchema = new Schema(
  {
    key: { type: String, required: true },
    kind: { type: String, enum: CONVERSATION_KINDS, required: true },
    buyer: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    order: { type: Schema.Types.ObjectId, ref: 'Order', default: null },
    orderNumber: { type: Number, default: null },
    lastMessageAt: { type: Date, default: Date.now },
    lastMessageText: { type: String, default: '' },
    lastMessageSide: { type: String, enum: [...CONVERSATION_SIDES, null], default: null },
    messageCount: { type: Number, default: 0 },
    buyerUnread: { type: Number, default: 0, min: 0 },
    storeUnread: { type: Number, default: 0, min: 0 },
    storeWaiting: { type: Boolean, default: false },
    buyerReadAt: { type: Date, default: null },
    storeReadAt: { type: Date, default: null },
  },
  { timestamps: true },
);

conversationSchema.index({ key: 1 }, { unique: true });
conversationSchema.index({ buyer: 1, lastMessageAt: -1, _id: -1 });
conversationSchema.index({ storeWaiting: -1, lastMessageAt: -1, _id: -1 });
conversationSchema.index({ messageCount: 1 });

export type ConversationDoc = InferSchemaType<typeof conversationSchema>;
/** A Conversation as `.lean()` reads it. */
export type LeanConversation = Lean<ConversationDoc>;
export const Conversation: Model<ConversationDoc> = (models.Conversation as Model<ConversationDoc>) ?? model('Conversation', conversationSchema);
