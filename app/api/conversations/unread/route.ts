import { route } from '@/lib/http/route';
import { countUnread } from '@/lib/conversations/service';

/** GET: how many conversations have messages the viewer has not read (the new-messages mark). */
export const GET = route({ auth: 'user', permission: 'conversations:use' }, ({ viewer }) => countUnread(viewer));
