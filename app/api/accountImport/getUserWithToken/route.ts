import { route } from '@/lib/http/route';
import { getUserWithToken } from '@/lib/account/profile-service';

/** GET /api/accountImport/getUserWithToken (token): `{ user (own profile), token, cart: { products, points } }`. */
export const GET = route({ auth: 'user' }, ({ viewer }) => getUserWithToken(viewer));
