import { route } from '@/lib/http/route';
import { rolesInputSchema } from '@/lib/admin/schemas';
import { setRoles, userRoleHistory } from '@/lib/admin/users-service';
import { pathId } from '@/lib/selling/schemas';

export const dynamic = 'force-dynamic';

/** GET /api/admin/users/{id}/roles (super admins): { roles, changes } with every change newest first (who, when, before, after). */
export const GET = route({ auth: 'user', permission: 'admin:screens' }, ({ params }) => userRoleHistory(pathId(params.id)));

/** PATCH /api/admin/users/{id}/roles body { isImportCompany?, isImportAdmin?, isSuperAdmin? } (super admins): the user. */
export const PATCH = route({ body: rolesInputSchema, auth: 'user', permission: 'admin:screens' }, ({ params, body, viewer }) =>
  setRoles(viewer, pathId(params.id), body),
);
