import { route } from '@/lib/http/route';
import { adminProductsQuerySchema } from '@/lib/admin/schemas';
import { listAllProducts } from '@/lib/admin/products-service';

export const dynamic = 'force-dynamic';

/** GET /api/admin/products?search=&filter=all|promoted|hidden&page=&limit= (super admins): { count, products }. */
export const GET = route({ query: adminProductsQuerySchema, auth: 'user', permission: 'admin:screens' }, ({ query, request }) =>
  listAllProducts(query, request.signal),
);
