import { route } from '@/lib/http/route';
import { openClaimSchema, orderClaimsQuerySchema } from '@/lib/claims/schemas';
import { listOrderClaims, openClaim } from '@/lib/claims/service';

/** POST /api/claims body { orderId, lineId, reason, description?, photos? } (the buyer of a delivered line, within 7 days, one open claim per line). */
export const POST = route({ body: openClaimSchema, auth: 'user', cap: 'claim' }, ({ viewer, body }) => openClaim(viewer, body));

/** GET /api/claims?orderId= (the order's buyer): { claims } on it, with their resolutions. */
export const GET = route({ query: orderClaimsQuerySchema, auth: 'user' }, ({ viewer, query }) => listOrderClaims(viewer, query.orderId));
