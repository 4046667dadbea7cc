import { AppError } from '@/lib/errors';
import { route } from '@/lib/http/route';
import { historyQuerySchema, parseConversationId, sendMessageSchema } from '@/lib/conversations/schemas';
import { listMessages, sendMessage } from '@/lib/conversations/service';

function idOf(params: Record<string, unknown>): string {
  const id = parseConversationId(params.id);
  if (!id) throw new AppError('notFound');
  return id;
}

/** GET ?before=: a page of history, the newest page when `before` is absent. */
export const GET = route({ auth: 'user', permission: 'conversations:use', query: historyQuerySchema }, ({ viewer, params, query }) =>
  listMessages(viewer, idOf(params), query.before),
);

/** POST { text }: a new message from the viewer's side (1 to 1,000 characters, rate-limited). */
export const POST = route({ auth: 'user', permission: 'conversations:use', body: sendMessageSchema }, ({ viewer, params, body }) =>
  sendMessage(viewer, idOf(params), body.text),
);
