import { route } from '@/lib/http/route';
import { editAddressSchema, editOrderAddress } from '@/lib/orders/edit-address';

/** PATCH /api/orders/editAddress { orderId, addressee } (super admins; Solicitado or Confirmado orders): { message, order }. */
export const PATCH = route({ body: editAddressSchema, auth: 'user', permission: 'orders:edit-address' }, ({ body, viewer }) => editOrderAddress(viewer, body));
