import { route } from '@/lib/http/route';
import { updateCartSchema } from '@/lib/cart/schemas';
import { updateCart } from '@/lib/cart/service';

/**
 * PATCH /api/accountImport/updateCart (token) { cart, quantity, productId }: answers the
 * server-confirmed `{ cart: { products, points } }`, or 400 with the limit's message.
 */
export const PATCH = route({ body: updateCartSchema, auth: 'user' }, ({ body, viewer }) => updateCart(viewer, body));
