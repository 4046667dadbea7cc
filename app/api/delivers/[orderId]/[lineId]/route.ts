import { route } from '@/lib/http/route';
import { pathId, trackStatusInputSchema } from '@/lib/selling/schemas';
import { setLineTrackStatus } from '@/lib/selling/delivers-service';

/** PATCH /api/delivers/{orderId}/{lineId} body { currentStatus, message } (the line's seller): the updated line. */
export const PATCH = route({ body: trackStatusInputSchema, auth: 'user', permission: 'dashboard:sell' }, ({ params, body, viewer }) =>
  setLineTrackStatus(viewer, pathId(params.orderId), pathId(params.lineId), body),
);
