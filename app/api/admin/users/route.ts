import { route } from '@/lib/http/route';
import { adminListQuerySchema } from '@/lib/admin/schemas';
import { listUsers } from '@/lib/admin/users-service';

export const dynamic = 'force-dynamic';

/** GET /api/admin/users?search=&page=&limit= (super admins): { count, users }. */
export const GET = route({ query: adminListQuerySchema, auth: 'user', permission: 'admin:screens' }, ({ query, request }) => listUsers(query, request.signal));
