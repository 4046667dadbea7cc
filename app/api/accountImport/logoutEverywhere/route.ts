import { route } from '@/lib/http/route';
import { logoutEverywhereSchema } from '@/lib/account/schemas';
import { logoutEverywhere } from '@/lib/account/profile-service';

/** POST /api/accountImport/logoutEverywhere (token) { confirm: true }: ends every session; answers `{ message }`. */
export const POST = route({ body: logoutEverywhereSchema, auth: 'user' }, ({ viewer }) => logoutEverywhere(viewer));
