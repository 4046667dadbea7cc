import { route } from '@/lib/http/route';
import { shareQuerySchema } from '@/lib/tracking/schemas';
import { shareInfo } from '@/lib/tracking/service';

/** GET /api/tracking/share?orderId= (the buyer of the order): { path, deliveryCode, orderNumber, addresseeFirstName }. */
export const GET = route({ query: shareQuerySchema, auth: 'user' }, ({ viewer, query }) => shareInfo(viewer, query.orderId));
