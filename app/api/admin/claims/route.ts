import { route } from '@/lib/http/route';
import { adminClaimsQuerySchema } from '@/lib/claims/schemas';
import { adminClaims } from '@/lib/claims/service';

/** GET /api/admin/claims?status=open|all&page= (super admins): a page of claims with each line's paid and refundable amounts. */
export const GET = route({ query: adminClaimsQuerySchema, auth: 'user', permission: 'claims:resolve' }, ({ query }) => adminClaims(query.status, query.page));
