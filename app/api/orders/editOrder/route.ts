import { route } from '@/lib/http/route';
import { editOrderSchema } from '@/lib/orders/schemas';
import { editHouseGuide } from '@/lib/orders/manage';

/** PATCH /api/orders/editOrder { orderId, guideHouse } (order admins): { message: 'Orden Editada correctamente.' }. */
export const PATCH = route({ body: editOrderSchema, auth: 'user', permission: 'orders:edit-guide' }, ({ body }) => editHouseGuide(body));
