import { z } from 'zod';
import { messages } from '../messages';
import { OBJECT_ID } from '../ids';

const invalid = messages.server.validation;

/** Most lines one cart holds. */
export const MAX_CART_LINES = 100;
/** Largest count or quantity step accepted at all (the stock rules give the real limits). */
const MAX_UNITS = 10_000;

const objectId = z
  .string({ error: invalid })
  .regex(OBJECT_ID, invalid)
  .transform((id) => id.toLowerCase());
const optionalNumber = z.number({ error: invalid }).finite().nullish();

/** A delivery date/time as picked (month 1–12, hours 1–12); the calendar rule judges it, not this schema. */
export const deliveryChoiceInputSchema = z.object({
  allowed: z.boolean().optional(),
  day: optionalNumber,
  month: optionalNumber,
  year: optionalNumber,
  hours: optionalNumber,
  minutes: optionalNumber,
  ampm: z.string().max(2).nullish(),
});
export type DeliveryChoiceInput = z.output<typeof deliveryChoiceInputSchema>;

/** One cart line; `product` is an id, or the embedded product the client displays (its _id is used). */
export const cartLineInputSchema = z.object({
  product: z.preprocess((value) => (value && typeof value === 'object' && '_id' in value ? (value as { _id: unknown })._id : value), objectId),
  count: z.number({ error: invalid }).int(invalid).min(-MAX_UNITS, invalid).max(MAX_UNITS, invalid),
  size: z
    .string()
    .trim()
    .max(20, invalid)
    .nullish()
    .transform((v) => v ?? ''),
  color: z
    .string()
    .trim()
    .max(40, invalid)
    .nullish()
    .transform((v) => v ?? ''),
  deliveryCalendar: z.preprocess((value) => value ?? undefined, deliveryChoiceInputSchema.optional()),
});
export type CartLineInput = z.output<typeof cartLineInputSchema>;

/** The key that makes two lines the same line: product, size and colour. */
export function lineKey(line: { product: string; size: string; color: string }): string {
  return `${line.product}|${line.size}|${line.color}`;
}

/** Duplicate lines merged (counts added, the first date kept), then lines of count ≤ 0 removed. */
export function mergeCartLines(lines: readonly CartLineInput[]): CartLineInput[] {
  const merged = new Map<string, CartLineInput>();
  for (const line of lines) {
    const key = lineKey(line);
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, count: seen.count + line.count, deliveryCalendar: seen.deliveryCalendar ?? line.deliveryCalendar } : { ...line });
  }
  return [...merged.values()].filter((line) => line.count > 0);
}

/** PATCH updateCart: the full line list, the quantity step (0 for a date change) and the product it concerns. */
export const updateCartSchema = z.object({
  cart: z.array(cartLineInputSchema, { error: invalid }).max(MAX_CART_LINES, invalid).transform(mergeCartLines),
  quantity: z.number({ error: invalid }).int(invalid).min(-MAX_UNITS, invalid).max(MAX_UNITS, invalid).default(0),
  productId: objectId,
});
export type UpdateCartInput = z.output<typeof updateCartSchema>;
