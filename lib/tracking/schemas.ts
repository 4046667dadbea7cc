import { z } from 'zod';
import { messages } from '../messages';

const objectId = z.string({ error: messages.server.validation }).regex(/^[0-9a-f]{24}$/i, messages.server.validation).transform((id) => id.toLowerCase());

/** GET /api/tracking/share?orderId=. */
export const shareQuerySchema = z.object({ orderId: objectId });

/** POST /api/tracking/deliver body { orderId, code }: 4 digits. */
export const deliverInputSchema = z.object({
  orderId: objectId,
  code: z.string({ error: messages.tracking.enterCode }).trim().regex(/^\d{4}$/, messages.tracking.enterCode),
});

/** POST /api/admin/cash/… body { orderId }. */
export const orderIdInputSchema = z.object({ orderId: objectId });

/** POST /api/admin/cash/handover body { courierId }. */
export const handOverInputSchema = z.object({ courierId: objectId });
