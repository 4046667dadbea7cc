import '#server-only';
import { Schema, model, models, type InferSchemaType, type Model } from 'mongoose';
import type { Lean } from './shared';
import { CONVERSATION_SIDES, MAX_MESSAGE_LENGTH } from '../lib/conversations/rules';

/** One message of a conversation: plain text (never HTML), written by the buyer or by the store (an admin). */
const conversationMessageSchema = new Schema(
  {
    conversation: { type: Schema.Types.ObjectId, ref: 'Conversation', required: true },
    author: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    side: { type: String, enum: CONVERSATION_SIDES, required: true },
    // UTF-16 units: a 1,000-character text of emoji takes up to 2,000 (the rule counts characters).
    text: { type: String, required: true, maxlength: MAX_MESSAGE_LENGTH * 2 },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

conversationMessageSchema.index({ conversation: 1, _id: -1 });

export type ConversationMessageDoc = InferSchemaType<typeof conversationMessageSchema>;
/** A ConversationMessage as `.lean()` reads it. */
export type LeanConversationMessage = Lean<ConversationMessageDoc>;
export const ConversationMessage: Model<ConversationMessageDoc> =
  (models.ConversationMessage as Model<ConversationMessageDoc>) ?? model('ConversationMessage', conversationMessageSchema);
