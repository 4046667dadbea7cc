import { z } from 'zod';
import { AppError } from '../errors';
import { commonMessages } from '../messages/common';
import { ordersMessages } from '../messages/orders';
import { serverMessages } from '../messages/server';
import { TRACK_STATUSES } from '../orders/status';
import { OBJECT_ID } from '../ids';

/** A MongoDB object id as 24 hexadecimal characters. */
export const objectIdSchema = z.string().regex(OBJECT_ID, serverMessages.validation);

/** A page number from the query string: 1 when missing or not a positive integer. */
export const pageSchema = z.coerce.number().int().min(1).max(100_000).catch(1);

/** A page size from the query string, between 1 and `max`. */
export const limitSchema = (fallback: number, max: number) => z.coerce.number().int().min(1).max(max).catch(fallback);

/** GET /api/delivers: the viewer's order lines, optionally of one tracking status ('Todos' or none = all) or one order. */
export const deliversQuerySchema = z.object({
  status: z.preprocess((v) => (v === '' || v === commonMessages.all ? undefined : v), z.enum(TRACK_STATUSES).optional()),
  orderId: z.preprocess((v) => (v === '' ? undefined : v), objectIdSchema.optional()),
  page: pageSchema,
  limit: limitSchema(20, 50),
});
export type DeliversQuery = z.output<typeof deliversQuerySchema>;

/** PATCH /api/delivers/{orderId}/{lineId}: the line's new tracking status and an optional note for the buyer. */
export const trackStatusInputSchema = z.object({
  currentStatus: z.enum(TRACK_STATUSES, { error: ordersMessages.invalidTransition }),
  message: z.string().trim().max(200).default(''),
});
export type TrackStatusInput = z.output<typeof trackStatusInputSchema>;

/** A path segment that must be an object id: the id, or a 404 (an invalid id names nothing). */
export function pathId(value: unknown): string {
  const parsed = objectIdSchema.safeParse(value);
  if (!parsed.success) throw new AppError('notFound');
  return parsed.data;
}
