import { z } from 'zod';
import { messages } from '../messages';
import { RECEIVER_NAME_MAX } from './delivery-proof';
import { OBJECT_ID, OBJECT_ID_HEX, SERVER_OBJECT_ID } from '../ids';

const objectId = z
  .string({ error: messages.server.validation })
  .regex(OBJECT_ID, messages.server.validation)
  .transform((id) => id.toLowerCase());

/** GET /api/tracking/share?orderId=. */
export const shareQuerySchema = z.object({ orderId: objectId });

/** POST /api/tracking/deliver body { orderId, code, photo?, receiverName? }: 4 digits; the photo's name from POST /api/tracking/deliveryPhoto. */
export const deliverInputSchema = z.object({
  orderId: objectId,
  code: z
    .string({ error: messages.tracking.enterCode })
    .trim()
    .regex(/^\d{4}$/, messages.tracking.enterCode),
  photo: z.string({ error: messages.tracking.photoMissing }).regex(SERVER_OBJECT_ID, messages.tracking.photoMissing).optional(),
  receiverName: z
    .string({ error: messages.server.validation })
    .trim()
    .max(RECEIVER_NAME_MAX, messages.tracking.receiverTooLong(RECEIVER_NAME_MAX))
    .refine((name) => !/[\u0000-\u001f\u007f<>]/.test(name), messages.server.validation)
    .optional(),
});

/** POST /api/tracking/deliveryPhoto form fields { orderId } (the file in 'file'). */
export const deliveryPhotoFieldsSchema = z.object({ orderId: objectId });

/** GET /api/tracking/deliveryPhoto/{token}: '{orderId}.{signature}'. */
export const photoTokenSchema = z.string().regex(new RegExp(`^${OBJECT_ID_HEX}\\.[A-Za-z0-9_-]{22}$`));

/** POST /api/admin/cash/… body { orderId }. */
export const orderIdInputSchema = z.object({ orderId: objectId });

/** POST /api/admin/cash/handover body { courierId }. */
export const handOverInputSchema = z.object({ courierId: objectId });
