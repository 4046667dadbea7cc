import { AppError } from '@/lib/errors';
import { route } from '@/lib/http/route';
import { claimIdSchema, resolveClaimSchema } from '@/lib/claims/schemas';
import { resolveClaim } from '@/lib/claims/service';

/**
 * POST /api/admin/claims/{id}/resolve body { kind: 'wallet'|'card', amount? } | { kind: 'replacement' } |
 * { kind: 'refused', reason } (super admins): resolves the claim once; a refund never passes what the line was paid.
 */
export const POST = route({ body: resolveClaimSchema, auth: 'user', permission: 'claims:resolve' }, ({ viewer, body, params }) => {
  const id = claimIdSchema.safeParse(params.id);
  if (!id.success) throw new AppError('notFound');
  return resolveClaim(viewer, id.data, body);
});
