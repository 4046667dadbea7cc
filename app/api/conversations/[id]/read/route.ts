import { AppError } from '@/lib/errors';
import { route } from '@/lib/http/route';
import { parseConversationId } from '@/lib/conversations/schemas';
import { markRead } from '@/lib/conversations/service';

/** POST: marks the conversation read for the viewer's side. */
export const POST = route({ auth: 'user', permission: 'conversations:use' }, ({ viewer, params }) => {
  const id = parseConversationId(params.id);
  if (!id) throw new AppError('notFound');
  return markRead(viewer, id);
});
