import { route } from '@/lib/http/route';
import { financesQuerySchema } from '@/lib/admin/schemas';
import { financesCsvResponse } from '@/lib/admin/finances-service';

export const dynamic = 'force-dynamic';

/** GET /api/admin/finances.csv?from=YYYY-MM&to=YYYY-MM (super admins): the report as a CSV download. */
export const GET = route({ query: financesQuerySchema, auth: 'user', permission: 'admin:screens' }, ({ query }) => financesCsvResponse(query));
