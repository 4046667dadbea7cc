import { z } from 'zod';
import { listingMessages } from '../messages/listing';
import { isProvince } from '../geo/provinces';
import { CARD_CURRENCIES } from './reference';
import { maxListingPoints } from '../cart/points';
import { OBJECT_ID } from '../ids';

/** Catalogue input shapes (zod), shared by the API handlers and the listing form. Unknown keys are dropped. */

const m = listingMessages;

export const NAME_MAX = 120;
export const DESCRIPTION_MAX = 4000;
export const PRICE_MIN = 0.01;
export const PRICE_MAX = 100_000;
export const CALENDAR_HOURS_MAX = 336;
export const FIXED_EARNING_MAX = 1000;
export const PERCENT_EARNING_MAX = 100;
export const SECONDARY_IMAGES_MAX = 10;
/** Currencies a seller may price a listing in (upper case, as Product.currency stores them). */
export const PRODUCT_CURRENCIES = CARD_CURRENCIES.map((c) => c.toUpperCase());

const text = (max: number) => z.string().max(max).optional();

/** GET /api/productsImport: every parameter is optional text, normalised by lib/catalog/query.ts. */
export const listQuerySchema = z.object({
  page: text(12),
  limit: text(12),
  promoted: text(8),
  userLoggedId: text(40),
  categoryId: text(40),
  region: text(60),
  searchPhrase: z
    .string()
    .transform((phrase) => phrase.slice(0, 200))
    .optional(),
  minPrice: text(20),
  maxPrice: text(20),
  currency: text(10),
  minPoints: text(20),
  maxPoints: text(20),
  fastDelivery: text(8),
  possibleDiscount: text(8),
  topSellProducts: text(8),
});
export type ListQueryParams = z.infer<typeof listQuerySchema>;

/** GET /api/productsImport/suggest: the text typed so far. */
export const suggestQuerySchema = z.object({
  q: z
    .string()
    .transform((phrase) => phrase.slice(0, 100))
    .optional(),
});

/** Paging of a seller's or distributor's products. */
export const pageQuerySchema = z.object({ page: text(12), limit: text(12) });

/** GET /api/productsImport/{id} when logged out: the browser's anonymous session id. */
export const productViewQuerySchema = z.object({
  sessionId: z
    .string()
    .max(100)
    .regex(/^[\w-]*$/)
    .optional(),
});

/** PATCH /api/productsImport/: the owner's availability toggle; availableChecked is the new state. */
export const availabilitySchema = z.object({
  _id: z.string().max(40),
  available: z.boolean().optional(),
  availableChecked: z.boolean().optional(),
});
export type AvailabilityInput = z.infer<typeof availabilitySchema>;

const nonNegative = (message: string) => z.number({ error: message }).min(0, message).max(1_000_000, message);
const count = (message: string, min: number) => z.number({ error: message }).int(message).min(min, message).max(1_000_000, message);
const imageUrl = z
  .string()
  .max(500)
  .refine((url) => url === '' || /^(\/(?!\/)|https?:\/\/)/.test(url), m.imageUrl);

const clockTimeSchema = z.object({
  hours: z.number({ error: m.hours }).int(m.hours).min(1, m.hours).max(12, m.hours),
  minutes: z.number({ error: m.minutes }).int(m.minutes).min(0, m.minutes).max(55, m.minutes).multipleOf(5, m.minutes),
  ampm: z.enum(['AM', 'PM'], { error: m.ampm }),
});

const hoursMessage = m.minHoursTime(CALENDAR_HOURS_MAX);
const calendarSchema = z
  .object({
    allowed: z.boolean().default(false),
    minHoursTime: z.number({ error: hoursMessage }).int(hoursMessage).min(1, hoursMessage).max(CALENDAR_HOURS_MAX, hoursMessage).default(1),
    maxHoursTime: z
      .number({ error: m.maxHoursTime(CALENDAR_HOURS_MAX) })
      .int()
      .max(CALENDAR_HOURS_MAX, m.maxHoursTime(CALENDAR_HOURS_MAX))
      .default(CALENDAR_HOURS_MAX),
    minTime: clockTimeSchema.default({ hours: 9, minutes: 0, ampm: 'AM' }),
    maxTime: clockTimeSchema.default({ hours: 6, minutes: 0, ampm: 'PM' }),
  })
  .refine((c) => c.minHoursTime <= c.maxHoursTime, { message: m.maxHoursTime(CALENDAR_HOURS_MAX), path: ['maxHoursTime'] });

const stockByTagSchema = z.object({
  size: z.string().max(10).default(''),
  color: z.string().max(30).default(''),
  availableCount: count(m.availableCount, 0),
});

/** The category as the form sends it: its id, or { _id, name } (the name is read from the database). */
const categoryRef = z.preprocess(
  (value) => (value && typeof value === 'object' ? (value as { _id?: unknown })._id : value),
  z.string({ error: m.categoryRequired }).regex(OBJECT_ID, m.categoryRequired),
);

const percentEarning = z
  .number({ error: m.percentEarning(PERCENT_EARNING_MAX) })
  .min(0, m.percentEarning(PERCENT_EARNING_MAX))
  .max(PERCENT_EARNING_MAX, m.percentEarning(PERCENT_EARNING_MAX));

/** Every field of docs/contract/catalogue.md §3 a seller may set. The owner, views, sales, promotion, search tokens and total price are the server's. */
const listingShape = z.object({
  name: z.string({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(NAME_MAX, m.nameTooLong(NAME_MAX)),
  description: z.string().max(DESCRIPTION_MAX, m.descriptionTooLong(DESCRIPTION_MAX)).default(''),
  price: z
    .number({ error: m.price(PRICE_MIN, PRICE_MAX) })
    .min(PRICE_MIN, m.price(PRICE_MIN, PRICE_MAX))
    .max(PRICE_MAX, m.price(PRICE_MIN, PRICE_MAX)),
  category: categoryRef,
  mainImageUrl: imageUrl.default(''),
  secondaryImagesUrl: z.array(imageUrl).max(SECONDARY_IMAGES_MAX, m.tooManyImages(SECONDARY_IMAGES_MAX)).default([]),
  available: z.boolean().default(true),
  availableCount: count(m.availableCount, 0),
  maxCount: count(m.maxCount, 1).default(5),
  availableCountByTags: z.array(stockByTagSchema).max(300).default([]),
  fastDelivery: z.boolean().default(false),
  possibleDiscount: z.boolean().default(false),
  shippingBySea: z.boolean().default(false),
  weight: nonNegative(m.measures).default(0),
  large: nonNegative(m.measures).default(0),
  height: nonNegative(m.measures).default(0),
  width: nonNegative(m.measures).default(0),
  isManualImportCost: z.boolean().default(false),
  importCost: nonNegative(m.importCost).default(0),
  points: count(m.points, 0).default(0),
  distributorUrl: z.string().max(500).default(''),
  distributor: z.object({ name: z.string().max(120).default('') }).default({ name: '' }),
  deliveryCalendar: calendarSchema.default({
    allowed: false,
    minHoursTime: 1,
    maxHoursTime: CALENDAR_HOURS_MAX,
    minTime: { hours: 9, minutes: 0, ampm: 'AM' },
    maxTime: { hours: 6, minutes: 0, ampm: 'PM' },
  }),
  platformEarningType: z.enum(['fixed', 'percent'], { error: m.earningType }).default('percent'),
  fixedPlatformEarning: z
    .number({ error: m.fixedEarning(FIXED_EARNING_MAX) })
    .min(0, m.fixedEarning(FIXED_EARNING_MAX))
    .max(FIXED_EARNING_MAX, m.fixedEarning(FIXED_EARNING_MAX))
    .default(0),
  percent: percentEarning.default(0),
  currencyExchangeValue: z.number({ error: m.exchangeValue }).positive(m.exchangeValue).max(1_000_000, m.exchangeValue).default(1),
  regions: z.array(z.string().refine(isProvince, m.province)).max(16).default([]),
  currency: z
    .string()
    .transform((c) => c.toUpperCase())
    .refine((c) => PRODUCT_CURRENCIES.includes(c), m.currency)
    .default('USD'),
});

const pointsWithinPrice = (input: { points: number; price: number }) => input.points <= maxListingPoints(input.price);
const pointsAbovePrice = {
  path: ['points'],
  error: (issue: { input: unknown }) => m.pointsAbovePrice(maxListingPoints((issue.input as { price: number }).price)),
};

/** A complete listing, as the listing form and the CSV import build it (percent 0 when left out). */
export const productInputSchema = listingShape.refine(pointsWithinPrice, pointsAbovePrice);
export type ProductInput = z.infer<typeof productInputSchema>;

/**
 * A seller's listing as the API receives it (POST and PUT /api/productsImport). A percent left out
 * is not 0: the listing takes the seller's own importCompanyPercent, set by an admin on the record.
 */
export const listingRequestSchema = listingShape.extend({ percent: percentEarning.optional() }).refine(pointsWithinPrice, pointsAbovePrice);
export type ListingRequest = z.infer<typeof listingRequestSchema>;
