import { route } from '@/lib/http/route';
import { walletInputSchema } from '@/lib/admin/schemas';
import { adjustWallet, walletHistory } from '@/lib/admin/wallet-service';
import { pathId } from '@/lib/selling/schemas';

export const dynamic = 'force-dynamic';

/** GET /api/admin/users/{id}/wallet (super admins): { wallet, adjustments } newest first. */
export const GET = route({ auth: 'user', permission: 'admin:screens' }, ({ params }) => walletHistory(pathId(params.id)));

/** PATCH /api/admin/users/{id}/wallet body { amount (USD, signed), reason } (super admins): { wallet, adjustment }. */
export const PATCH = route({ body: walletInputSchema, auth: 'user', permission: 'admin:screens' }, ({ params, body, viewer }) =>
  adjustWallet(viewer, pathId(params.id), body),
);
