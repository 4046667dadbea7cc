import { route } from '@/lib/http/route';
import { getUserAccount } from '@/lib/users/service';

/** GET /api/users/{id}/account (super admins): e-mail, phone, roles, coupon, points, orders count and wallet ledger. */
export const GET = route({ auth: 'user', permission: 'users:read-private' }, ({ params }) => getUserAccount(params.id));
