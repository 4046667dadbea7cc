import { route } from '@/lib/http/route';
import { financesQuerySchema } from '@/lib/admin/schemas';
import { financesReport } from '@/lib/admin/finances-service';

export const dynamic = 'force-dynamic';

/** GET /api/admin/finances?from=YYYY-MM&to=YYYY-MM (super admins): totals, per month and per seller. */
export const GET = route({ query: financesQuerySchema, auth: 'user', permission: 'admin:screens' }, ({ query }) => financesReport(query));
