import { route } from '@/lib/http/route';
import { rolesInputSchema } from '@/lib/admin/schemas';
import { setRoles } from '@/lib/admin/users-service';
import { pathId } from '@/lib/selling/schemas';

/** PATCH /api/admin/users/{id}/roles body { isImportCompany?, isImportAdmin?, isSuperAdmin? } (super admins): the user. */
export const PATCH = route({ body: rolesInputSchema, auth: 'user', permission: 'admin:screens' }, ({ params, body, viewer }) =>
  setRoles(viewer, pathId(params.id), body));
