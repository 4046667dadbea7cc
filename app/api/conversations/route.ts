import { route } from '@/lib/http/route';
import { listConversationsSchema, openConversationSchema } from '@/lib/conversations/schemas';
import { listConversations, openConversation } from '@/lib/conversations/service';

/** GET: the viewer's conversations (every one for order admins and super admins). */
export const GET = route({ auth: 'user', permission: 'conversations:use', query: listConversationsSchema }, ({ viewer, query }) =>
  listConversations(viewer, query.page),
);

/** POST { kind: 'support' } or { kind: 'order', orderId }: opens (or finds) the viewer's conversation. */
export const POST = route({ auth: 'user', permission: 'conversations:use', body: openConversationSchema }, ({ viewer, body }) =>
  openConversation(viewer, body),
);
