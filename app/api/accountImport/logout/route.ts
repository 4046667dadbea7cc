import { route } from '@/lib/http/route';
import { logoutSchema } from '@/lib/account/schemas';
import { logoutThisDevice } from '@/lib/account/profile-service';

/** POST /api/accountImport/logout (token) { confirm: true }: ends this device's session, its token refused from now on; answers `{ message }`. */
export const POST = route({ body: logoutSchema, auth: 'user' }, ({ viewer }) => logoutThisDevice(viewer));
