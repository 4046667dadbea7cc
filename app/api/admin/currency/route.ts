import { route } from '@/lib/http/route';
import { currencyInputSchema } from '@/lib/admin/schemas';
import { listRates, setRate } from '@/lib/admin/currency-service';

export const dynamic = 'force-dynamic';

/** GET /api/admin/currency (super admins): { rates } of EUR and MXN per USD. */
export const GET = route({ auth: 'user', permission: 'admin:screens' }, () => listRates());

/** PUT /api/admin/currency body { currency, value } (super admins): the new rate, recorded in the history. */
export const PUT = route({ body: currencyInputSchema, auth: 'user', permission: 'admin:screens' }, ({ body, viewer }) => setRate(viewer, body));
