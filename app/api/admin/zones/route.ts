import { route } from '@/lib/http/route';
import { pauseInputSchema } from '@/lib/zones/schemas';
import { listPausesForAdmin, pauseZone } from '@/lib/zones/service';

/** GET /api/admin/zones (super admins): { active, ended } pauses. */
export const GET = route({ auth: 'user', permission: 'zones:manage' }, () => listPausesForAdmin());

/** POST /api/admin/zones body { province, municipality?, notice } (super admins): pauses new orders to that zone. */
export const POST = route({ body: pauseInputSchema, auth: 'user', permission: 'zones:manage' }, ({ viewer, body }) => pauseZone(viewer, body));
