import { z } from 'zod';
import { ordersMessages } from '../messages/orders';
import { serverMessages } from '../messages/server';
import { transferMessages } from '../messages/transfer';
import { PAYMENT_OBSERVATION_MAX } from '../orders/status';
import { TRANSFER_DETAILS_MAX, TRANSFER_DETAILS_MIN, TRANSFER_REASON_MAX, TRANSFER_REASON_MIN } from './rules';

const invalid = serverMessages.validation;
const t = transferMessages;
const objectId = z
  .string({ error: invalid })
  .regex(/^[0-9a-f]{24}$/i, invalid)
  .transform((id) => id.toLowerCase());
/** A stored receipt's name (24 hex digits), as the order's answer gives it. */
const receiptName = z.string({ error: invalid }).regex(/^[0-9a-f]{24}$/, invalid);
/** Free text: trimmed, no control characters but new lines and tabs. */
const text = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(value), invalid);

/** PUT /api/admin/transfer body: the method on or off, and the details buyers see (required while it is on). */
export const transferSettingsSchema = z
  .object({
    enabled: z.boolean({ error: invalid }),
    details: text(t.detailsInvalid(TRANSFER_DETAILS_MIN, TRANSFER_DETAILS_MAX)).pipe(
      z.string().max(TRANSFER_DETAILS_MAX, t.detailsInvalid(TRANSFER_DETAILS_MIN, TRANSFER_DETAILS_MAX)),
    ),
  })
  .refine((s) => !s.enabled || s.details.length >= TRANSFER_DETAILS_MIN, {
    message: t.detailsInvalid(TRANSFER_DETAILS_MIN, TRANSFER_DETAILS_MAX),
    path: ['details'],
  })
  .refine((s) => s.details === '' || s.details.length >= TRANSFER_DETAILS_MIN, {
    message: t.detailsInvalid(TRANSFER_DETAILS_MIN, TRANSFER_DETAILS_MAX),
    path: ['details'],
  });
export type TransferSettingsInput = z.output<typeof transferSettingsSchema>;

/** POST /api/orders/transferReceipt form fields { orderId } (the file in 'file'). */
export const receiptFieldsSchema = z.object({ orderId: objectId });

/** POST /api/admin/transfer/confirm body: the order and the receipt the admin saw, and an optional payment observation. */
export const confirmTransferSchema = z.object({
  orderId: objectId,
  receipt: receiptName,
  note: text(invalid)
    .pipe(z.string().max(PAYMENT_OBSERVATION_MAX, ordersMessages.paymentObservationTooLong(PAYMENT_OBSERVATION_MAX)))
    .optional(),
});
export type ConfirmTransferInput = z.output<typeof confirmTransferSchema>;

/** POST /api/admin/transfer/reject body: the order, the receipt the admin saw, and the reason the buyer reads. */
export const rejectTransferSchema = z.object({
  orderId: objectId,
  receipt: receiptName,
  reason: text(t.reasonInvalid(TRANSFER_REASON_MIN, TRANSFER_REASON_MAX)).pipe(
    z
      .string()
      .min(TRANSFER_REASON_MIN, t.reasonInvalid(TRANSFER_REASON_MIN, TRANSFER_REASON_MAX))
      .max(TRANSFER_REASON_MAX, t.reasonInvalid(TRANSFER_REASON_MIN, TRANSFER_REASON_MAX)),
  ),
});
export type RejectTransferInput = z.output<typeof rejectTransferSchema>;

/** POST /api/orders/transferCancel body. */
export const transferOrderSchema = z.object({ orderId: objectId });

/** GET /api/orders/transferReceipt/{token}: '{orderId}.{receipt}.{expires}.{signature}'. */
export const receiptTokenSchema = z.string().regex(/^[0-9a-f]{24}\.[0-9a-f]{24}\.\d{1,12}\.[A-Za-z0-9_-]{22}$/);
