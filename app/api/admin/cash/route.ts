import { route } from '@/lib/http/route';
import { cashReport } from '@/lib/cash/service';

/** GET /api/admin/cash (super admins): the per-courier cash reconciliation. */
export const GET = route({ auth: 'user', permission: 'cash:reconcile' }, () => cashReport());
