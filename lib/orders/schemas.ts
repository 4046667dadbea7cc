import { z } from 'zod';
import { deliveryAddressSchema } from '../account/address-schema';
import { CARD_CURRENCIES, type CardCurrency } from '../catalog/reference';
import { messages } from '../messages';
import { houseGuideSchema } from './house-guide';
import { CHECKOUT_PAYMENT_TYPES, ORDER_STATUSES, STATUS_FILTER } from './status';

const invalid = messages.server.validation;
const objectId = z.string({ error: invalid }).regex(/^[0-9a-f]{24}$/i, invalid).transform((id) => id.toLowerCase());
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : null;

/** The coupon code in whatever form the client sends it (the code, or the couponInfo object), or null. */
function couponCode(value: unknown): string | null {
  const raw = typeof value === 'object' && value !== null
    ? ((value as Record<string, unknown>).code ?? (value as Record<string, unknown>).couponCode ?? (value as Record<string, unknown>).couponInfo)
    : value;
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim().toUpperCase() : null;
}

/**
 * POST /api/orders, the order-create payload (buying.md §3). Lenient on purpose: the checks of §5
 * run in the service in the spec's order, each with its own message, so nothing here may fail
 * first. `user` and any price or total the client sends are dropped: the server decides them.
 */
export const createOrderSchema = z.object({
  sender: z.unknown().optional(),
  addressee: z.unknown().optional(),
  useWallet: z.unknown().optional().transform((v) => v === true),
  paymentType: z.unknown().optional().transform((v) => oneOf(CHECKOUT_PAYMENT_TYPES, v)),
  currencySelected: z.unknown().optional().transform((v) => oneOf<CardCurrency>(CARD_CURRENCIES, typeof v === 'string' ? v.toLowerCase() : v)),
  couponInfo: z.unknown().optional().transform(couponCode),
  /** Cash on delivery: '¿Con cuánto paga?' (USD), checked against the server's total in lib/orders/checkout.ts. */
  cashTendered: z.unknown().optional(),
});
export type CreateOrderInput = z.output<typeof createOrderSchema>;

/** The addressee, checked like a saved delivery address; `address` holds street, municipality and region joined. */
export const addresseeSchema = deliveryAddressSchema.safeExtend({
  address: z.string({ error: messages.address.address }).trim().min(1, messages.address.address).max(240, messages.address.address),
});
export type Addressee = z.output<typeof addresseeSchema>;

/** Who sends the order; every field optional (the buyer's own data fills the gaps). */
export const senderSchema = z.object({
  name: z.string().trim().max(80, invalid).optional(),
  phone: z.string().trim().max(20, invalid).optional(),
  ci: z.string().trim().max(20, invalid).optional(),
});

const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const count = (fallback: number, max: number) =>
  z.preprocess((v) => (v === '' || v == null ? fallback : v), z.coerce.number({ error: invalid }).int(invalid).transform((n) => Math.min(max, Math.max(1, n))));

/** Sort orders of the list; '-' is descending. */
export const ORDER_SORTS = ['-createdAt', 'createdAt', '-orderNumber', 'orderNumber', '-currentStatusDate', 'currentStatusDate'] as const;

/** Query of the order lists: page is 1-based, limit at most 100 (default 20), status 'Todos' is every status. */
export const ordersQuerySchema = z.object({
  page: count(1, 1_000_000),
  limit: count(20, 100),
  status: z.preprocess((v) => (v === '' || v == null ? messages.common.all : v), z.enum(STATUS_FILTER, { error: invalid })),
  guideHouse: optional(z.string().trim().regex(/^\d{1,20}$/, messages.orders.houseGuideNotNumber)),
  orderId: optional(objectId),
  orderNumber: optional(z.coerce.number({ error: invalid }).int(invalid).positive(invalid)),
  userId: optional(objectId),
  orderBy: z.preprocess((v) => (v === '' || v == null ? ORDER_SORTS[0] : v), z.enum(ORDER_SORTS, { error: invalid })),
});
export type OrdersQuery = z.output<typeof ordersQuerySchema>;

/** PATCH /api/orders: the new status (and the payment observation); any history sent is ignored. */
export const changeStatusSchema = z.object({
  _id: objectId,
  newStatus: z.enum(ORDER_STATUSES, { error: messages.orders.invalidTransition }),
  paymentObservation: z.string({ error: invalid }).max(1000, invalid).nullish(),
});
export type ChangeStatusInput = z.output<typeof changeStatusSchema>;

/** PATCH /api/orders/editOrder. */
export const editOrderSchema = z.object({ orderId: objectId, guideHouse: houseGuideSchema });
export type EditOrderInput = z.output<typeof editOrderSchema>;

/** GET /api/orders/payCheckout/?orderId=. */
export const payCheckoutSchema = z.object({ orderId: objectId });

/** An order id from a path segment, or null when it is not one. */
export function parseObjectId(value: unknown): string | null {
  const parsed = objectId.safeParse(value);
  return parsed.success ? parsed.data : null;
}
