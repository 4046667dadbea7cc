import { route } from '@/lib/http/route';
import { userSuggestQuerySchema } from '@/lib/account/schemas';
import { suggestUsers } from '@/lib/account/user-suggest-service';

/**
 * GET /api/accountImport/usersuggest?page=1&limit=n&userToSearch=text (order and super admins):
 * a list of `{ _id, name, lastName, email, phone }`, at most 20.
 */
export const GET = route({ query: userSuggestQuerySchema, auth: 'user', permission: 'users:suggest' }, ({ query }) => suggestUsers(query));
