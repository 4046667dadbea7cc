import { route } from '@/lib/http/route';
import { listActivePauses } from '@/lib/zones/service';

/** GET /api/zones: the active pauses { pauses: [{ province, municipality, notice }] }, public and cached 30 s (the shoppers' banner). */
export const GET = route({}, async () => {
  const pauses = (await listActivePauses()).map(({ province, municipality, notice }) => ({ province, municipality, notice }));
  return Response.json({ pauses }, { headers: { 'cache-control': 'public, max-age=30, stale-while-revalidate=120' } });
});
