import { route } from '@/lib/http/route';
import { deliveryAddressesBodySchema } from '@/lib/account/schemas';
import { updateDeliveryAddresses } from '@/lib/account/profile-service';

/**
 * PATCH /api/accountImport/updateDeliveryAddresses (token) { deliveryAddresses }: answers
 * `{ user }` (own profile); a bad address answers 400 with its message and `index`.
 */
export const PATCH = route({ body: deliveryAddressesBodySchema, auth: 'user' }, ({ body, viewer }) => updateDeliveryAddresses(viewer, body));
