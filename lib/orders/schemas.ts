import { z } from 'zod';
import { deliveryAddressSchema } from '../account/address-schema';
import { CARD_CURRENCIES, type CardCurrency } from '../catalog/reference';
import type { PlainErrorCode } from '../errors';
import { DELIVERY_PROVINCES } from '../geo/provinces';
import { answerAs } from '../http/input';
import { messages } from '../messages';
import { isCardPaymentEnabled } from '../payments/stripe';
import { CHECKOUT_KEY_PATTERN } from './seen-check';
import { houseGuideSchema } from './house-guide';
import { CHECKOUT_PAYMENT_TYPES, ORDER_STATUSES, STATUS_FILTER } from './status';
import { OBJECT_ID } from '../ids';

const invalid = messages.server.validation;
const objectId = z
  .string({ error: invalid })
  .regex(OBJECT_ID, invalid)
  .transform((id) => id.toLowerCase());
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : null;

/** The coupon code in whatever form the client sends it (the code, or the couponInfo object), or null. */
function couponCode(value: unknown): string | null {
  const raw =
    typeof value === 'object' && value !== null
      ? ((value as Record<string, unknown>).code ?? (value as Record<string, unknown>).couponCode ?? (value as Record<string, unknown>).couponInfo)
      : value;
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim().toUpperCase() : null;
}

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

const money = z.number({ error: invalid }).finite(invalid).min(0, invalid).max(1_000_000, invalid);
const tag = z.string({ error: invalid }).max(60, invalid);
/** What the buyer saw when confirming: each line with its unit price, and the delivery cost (null when the device could not price it). */
const seenSchema = z.object({
  lines: z
    .array(
      z.object({
        product: objectId,
        size: tag,
        color: tag,
        count: z.number({ error: invalid }).int(invalid).min(1, invalid).max(100_000, invalid),
        unitPrice: money,
      }),
      { error: invalid },
    )
    .max(500, invalid),
  delivery: money.nullable(),
});

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const asRecord = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/**
 * POST /api/orders, the order-create payload (docs/contract/buying.md §3), with the checks of §5 in the spec's
 * order, each answering its own message (answerAs): 1. an address (street or province), 2. a
 * payment method checkout offers, card payment switched on (Stripe configured), 3. a currency for
 * a card, 4. a province the store delivers to, then the addressee's and the sender's fields.
 * Fields are read leniently first (unknown, then normalised) so that no type error can answer
 * before an earlier check. `user` and any price or total the client sends are dropped: the
 * server decides them. The exchange rate and the zone's pause are read in lib/orders/checkout.ts.
 */
export const createOrderSchema = z
  .object({
    addressee: z
      .unknown()
      .optional()
      .transform(asRecord)
      .refine((a) => filled(a.address) || filled(a.region), { message: messages.checkout.noAddress, ...answerAs('noAddress') }),
    paymentType: z
      .unknown()
      .optional()
      .transform((v) => oneOf(CHECKOUT_PAYMENT_TYPES, v))
      .refine((v) => v !== null, { message: messages.checkout.noPaymentMethod, ...answerAs('noPaymentMethod') }),
    useWallet: z
      .unknown()
      .optional()
      .transform((v) => v === true),
    currencySelected: z
      .unknown()
      .optional()
      .transform((v) => oneOf<CardCurrency>(CARD_CURRENCIES, typeof v === 'string' ? v.toLowerCase() : v)),
    couponInfo: z.unknown().optional().transform(couponCode),
    /** Cash on delivery: '¿Con cuánto paga?' (USD), checked against the server's total in lib/orders/checkout.ts. */
    cashTendered: z.unknown().optional(),
    sender: z.unknown().optional(),
    /** An order kept on the device: its key (one order per key) and what the buyer saw when confirming (lib/orders/seen-check.ts). */
    checkoutKey: z.unknown().optional(),
    seen: z.unknown().optional(),
  })
  .transform((input, ctx) => {
    const fail = (issue: { message: string; path?: PropertyKey[]; params?: { answerAs: PlainErrorCode } }) => {
      ctx.addIssue({ code: 'custom', input, ...issue });
      return z.NEVER;
    };
    const paymentType = input.paymentType!;
    const card = paymentType === 'OnlineStripe';
    if (card && !isCardPaymentEnabled()) return fail({ message: messages.payment.cardDisabled });
    if (card && !input.currencySelected) return fail({ message: messages.checkout.noCurrency, ...answerAs('noCurrency') });
    const region = input.addressee.region;
    if (!filled(region) || !DELIVERY_PROVINCES.includes(region.trim()))
      return fail({ message: messages.checkout.regionNotServed, ...answerAs('regionNotServed') });
    const addressee = addresseeSchema.safeParse(input.addressee);
    // The field's path as it was answered before (relative to the addressee and the sender).
    if (!addressee.success) return fail({ message: addressee.error.issues[0].message, path: addressee.error.issues[0].path });
    const sender = senderSchema.safeParse(input.sender ?? {});
    if (!sender.success) return fail({ message: sender.error.issues[0].message, path: sender.error.issues[0].path });
    const checkoutKey = input.checkoutKey === undefined || input.checkoutKey === null ? null : input.checkoutKey;
    if (checkoutKey !== null && (typeof checkoutKey !== 'string' || !CHECKOUT_KEY_PATTERN.test(checkoutKey)))
      return fail({ message: invalid, path: ['checkoutKey'] });
    const seen = input.seen === undefined || input.seen === null ? null : seenSchema.safeParse(input.seen);
    if (seen && !seen.success) return fail({ message: invalid, path: ['seen'] });
    const currency: CardCurrency = card ? input.currencySelected! : 'usd';
    return {
      ...input,
      paymentType,
      currency,
      addressee: addressee.data,
      sender: sender.data,
      checkoutKey: checkoutKey as string | null,
      seen: seen ? seen.data! : null,
    };
  });
export type CreateOrderInput = z.output<typeof createOrderSchema>;

const optional = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const count = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === '' || v == null ? fallback : v),
    z.coerce
      .number({ error: invalid })
      .int(invalid)
      .transform((n) => Math.min(max, Math.max(1, n))),
  );

/** Sort orders of the list; '-' is descending. */
export const ORDER_SORTS = ['-createdAt', 'createdAt', '-orderNumber', 'orderNumber', '-currentStatusDate', 'currentStatusDate'] as const;

/** Query of the order lists: page is 1-based, limit at most 100 (default 20), status 'Todos' is every status. */
export const ordersQuerySchema = z.object({
  page: count(1, 1_000_000),
  limit: count(20, 100),
  status: z.preprocess((v) => (v === '' || v == null ? messages.common.all : v), z.enum(STATUS_FILTER, { error: invalid })),
  guideHouse: optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, messages.orders.houseGuideNotNumber),
  ),
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
