import { route } from '@/lib/http/route';
import { pathId } from '@/lib/selling/schemas';
import { resumeZone } from '@/lib/zones/service';

/** DELETE /api/admin/zones/{id} (super admins): resumes orders to the zone; orders placed meanwhile were refused. */
export const DELETE = route({ auth: 'user', permission: 'zones:manage' }, ({ viewer, params }) => resumeZone(viewer, pathId(params.id)));
