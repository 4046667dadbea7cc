import { route } from '@/lib/http/route';
import { categoryPatchSchema } from '@/lib/admin/schemas';
import { deleteCategory, updateCategory } from '@/lib/admin/categories-service';
import { pathId } from '@/lib/selling/schemas';

/** PATCH /api/admin/categories/{id} body { name?, iconUrl?, order?, sizeKind? } (super admins): the category. */
export const PATCH = route({ body: categoryPatchSchema, auth: 'user', permission: 'admin:screens' }, ({ params, body }) =>
  updateCategory(pathId(params.id), body),
);

/** DELETE /api/admin/categories/{id} (super admins): only when it has no listings (409 otherwise); { ok: true }. */
export const DELETE = route({ auth: 'user', permission: 'admin:screens' }, ({ params }) => deleteCategory(pathId(params.id)));
