import { route } from '@/lib/http/route';
import { vitalsBeaconSchema } from '@/lib/vitals/metrics';
import { recordVitals, vitalsReport } from '@/lib/vitals/service';

/** POST /api/vitals { path, metrics: [{ name, value }] } (anyone; navigator.sendBeacon): stored, answers 204-like null. */
export const POST = route({ body: vitalsBeaconSchema }, ({ body, request }) => recordVitals(body, request));

/** GET /api/vitals (super admins): the 75th percentile of each metric per page and per day. */
export const GET = route({ auth: 'user', permission: 'vitals:read' }, () => vitalsReport());
