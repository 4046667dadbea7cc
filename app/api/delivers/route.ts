import { route } from '@/lib/http/route';
import { deliversQuerySchema } from '@/lib/selling/schemas';
import { listDeliveries } from '@/lib/selling/delivers-service';

export const dynamic = 'force-dynamic';

/** GET /api/delivers?status=&orderId=&page=&limit= (sellers): { count, lines, statusCounts } of the viewer's order lines. */
export const GET = route({ query: deliversQuerySchema, auth: 'user', permission: 'dashboard:sell' }, ({ query, viewer }) => listDeliveries(viewer, query));
