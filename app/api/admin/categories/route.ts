import { route } from '@/lib/http/route';
import { categoryInputSchema } from '@/lib/admin/schemas';
import { createCategory, listAdminCategories } from '@/lib/admin/categories-service';

export const dynamic = 'force-dynamic';

/** GET /api/admin/categories (super admins): every category with its number of listings. */
export const GET = route({ auth: 'user', permission: 'admin:screens' }, () => listAdminCategories());

/** POST /api/admin/categories body { name, iconUrl, order, sizeKind } (super admins): the new category. */
export const POST = route({ body: categoryInputSchema, auth: 'user', permission: 'admin:screens' }, ({ body }) => createCategory(body));
