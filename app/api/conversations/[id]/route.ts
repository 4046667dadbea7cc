import { AppError } from '@/lib/errors';
import { route } from '@/lib/http/route';
import { parseConversationId } from '@/lib/conversations/schemas';
import { getConversation } from '@/lib/conversations/service';

/** GET: one conversation, for its buyer or the store. */
export const GET = route({ auth: 'user', permission: 'conversations:use' }, ({ viewer, params }) => {
  const id = parseConversationId(params.id);
  if (!id) throw new AppError('notFound');
  return getConversation(viewer, id);
});
