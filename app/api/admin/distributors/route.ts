import { route } from '@/lib/http/route';
import { adminListQuerySchema } from '@/lib/admin/schemas';
import { listDistributors } from '@/lib/admin/distributors-service';

export const dynamic = 'force-dynamic';

/** GET /api/admin/distributors?search=&page=&limit= (super admins): { count, distributors }. */
export const GET = route({ query: adminListQuerySchema, auth: 'user', permission: 'admin:screens' }, ({ query }) => listDistributors(query));
