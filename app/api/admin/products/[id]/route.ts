import { route } from '@/lib/http/route';
import { adminProductInputSchema } from '@/lib/admin/schemas';
import { deleteProduct, updateProductFlags } from '@/lib/admin/products-service';
import { pathId } from '@/lib/selling/schemas';

/** PATCH /api/admin/products/{id} body { promoted } (super admins): { _id, promoted, hidden }. */
export const PATCH = route({ body: adminProductInputSchema, auth: 'user', permission: 'admin:screens' }, ({ params, body }) =>
  updateProductFlags(pathId(params.id), body),
);

/** DELETE /api/admin/products/{id} (super admins): soft delete; { ok: true }. */
export const DELETE = route({ auth: 'user', permission: 'admin:screens' }, ({ params }) => deleteProduct(pathId(params.id)));
