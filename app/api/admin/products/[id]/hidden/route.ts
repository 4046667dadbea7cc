import { route } from '@/lib/http/route';
import { productHiddenInputSchema } from '@/lib/admin/schemas';
import { setProductHidden } from '@/lib/admin/products-service';
import { pathId } from '@/lib/selling/schemas';

/** PUT /api/admin/products/{id}/hidden body { hidden } (super admins): { _id, hidden }; a hidden listing leaves every shopper list and page. */
export const PUT = route({ body: productHiddenInputSchema, auth: 'user', permission: 'products:hide' }, ({ params, body }) =>
  setProductHidden(pathId(params.id), body.hidden),
);
