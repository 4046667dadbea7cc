import { z } from 'zod';
import { messages } from '../messages';
import { checkMessageText, MAX_MESSAGE_LENGTH } from './rules';
import { isObjectIdText, OBJECT_ID } from '../ids';

const conversationsMessages = messages.conversations;
const invalid = messages.server.validation;
const objectId = z
  .string({ error: invalid })
  .regex(OBJECT_ID, invalid)
  .transform((id) => id.toLowerCase());

/** POST /api/conversations: open (or find) the viewer's support conversation, or the one about their order. */
export const openConversationSchema = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal('support') }), z.object({ kind: z.literal('order'), orderId: objectId })],
  { error: invalid },
);
export type OpenConversationInput = z.output<typeof openConversationSchema>;

/** POST /api/conversations/{id}/messages: the text, checked and normalised by the rule (1 to 1,000 characters). */
export const sendMessageSchema = z.object({
  text: z.unknown().transform((raw, ctx) => {
    const checked = checkMessageText(raw);
    if (checked.ok) return checked.text;
    ctx.addIssue({
      code: 'custom',
      message: checked.error === 'tooLong' ? conversationsMessages.textTooLong(MAX_MESSAGE_LENGTH) : conversationsMessages.textRequired,
    });
    return z.NEVER;
  }),
});

/** GET /api/conversations?page=: the list, 1-based pages. */
export const listConversationsSchema = z.object({
  page: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), z.coerce.number({ error: invalid }).int(invalid).min(1, invalid).max(10_000, invalid)),
});

/** GET /api/conversations/{id}/messages?before=: the page of messages older than `before` (none: the newest page). */
export const historyQuerySchema = z.object({ before: objectId.optional() });

/** A conversation id from the path, or null when it is not one. */
export function parseConversationId(value: unknown): string | null {
  return typeof value === 'string' && isObjectIdText(value) ? value.toLowerCase() : null;
}
