import { route } from '@/lib/http/route';
import { currencyHistoryQuerySchema } from '@/lib/admin/schemas';
import { rateHistory } from '@/lib/admin/currency-service';

export const dynamic = 'force-dynamic';

/** GET /api/admin/currency/history?currency=&page=&limit= (super admins): { count, changes } newest first. */
export const GET = route({ query: currencyHistoryQuerySchema, auth: 'user', permission: 'admin:screens' }, ({ query }) => rateHistory(query));
