import { fieldErrors } from '@/components/ui/field-errors';
import { productInputSchema, type ProductInput } from '@/lib/catalog/schemas';
import { importCost, totalPrice, type ImportRates } from '@/lib/pricing/import-cost';
import { platformEarning, priceWithoutPlatformEarning } from '@/lib/pricing/platform-earning';

/** The listing form's state: the listing schema's output shape (numbers may be NaN while typing). */
export type ListingValues = ProductInput;

/** A new listing's starting values. */
export function emptyListing(): ListingValues {
  return {
    name: '',
    description: '',
    price: NaN,
    category: '',
    mainImageUrl: '',
    secondaryImagesUrl: [],
    available: true,
    availableCount: 1,
    maxCount: 5,
    availableCountByTags: [],
    fastDelivery: false,
    possibleDiscount: false,
    shippingBySea: false,
    weight: 0,
    large: 0,
    height: 0,
    width: 0,
    isManualImportCost: false,
    importCost: 0,
    points: 0,
    distributorUrl: '',
    distributor: { name: '' },
    deliveryCalendar: {
      allowed: false,
      minHoursTime: 1,
      maxHoursTime: 336,
      minTime: { hours: 9, minutes: 0, ampm: 'AM' },
      maxTime: { hours: 6, minutes: 0, ampm: 'PM' },
    },
    platformEarningType: 'percent',
    fixedPlatformEarning: 0,
    percent: 0,
    currencyExchangeValue: 1,
    regions: [],
    currency: 'USD',
  };
}

export type FieldErrors = Record<string, string>;

/**
 * Checks the values with the same zod schema the API uses: the parsed listing to send, or the
 * first message per field path ('price', 'availableCountByTags.0.size', ...).
 */
export function validateListing(values: ListingValues): { ok: true; listing: ProductInput } | { ok: false; errors: FieldErrors } {
  const parsed = productInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, listing: parsed.data };
  return { ok: false, errors: fieldErrors(parsed.error.issues, (path) => path.join('.')) };
}

/**
 * The errors still standing after edits since they were shown (pure): a field left as it was keeps
 * its message (the server's included); an edited field is checked again, so its message goes as
 * soon as it is fixed instead of at the next submit. Fields not flagged then stay quiet until submit.
 */
export function errorsStillStanding(shown: FieldErrors, valuesWhenShown: ListingValues, values: ListingValues): FieldErrors {
  let now: FieldErrors | undefined;
  const standing: FieldErrors = {};
  for (const [key, message] of Object.entries(shown)) {
    const field = key.split('.')[0] as keyof ListingValues;
    if (values[field] === valuesWhenShown[field]) {
      standing[key] = message;
      continue;
    }
    now ??= (() => {
      const checked = validateListing(values);
      return checked.ok ? {} : checked.errors;
    })();
    if (now[key]) standing[key] = now[key];
  }
  return standing;
}

const finite = (n: number) => (Number.isFinite(n) ? n : 0);

/** What the buyer pays and what the platform and seller get per unit, in USD, as the values stand (pure). */
export function pricingPreview(values: ListingValues, rates: ImportRates) {
  const product = {
    price: finite(values.price),
    weight: finite(values.weight),
    large: finite(values.large),
    height: finite(values.height),
    width: finite(values.width),
    shippingBySea: values.shippingBySea,
    fastDelivery: values.fastDelivery,
    isManualImportCost: values.isManualImportCost,
    importCost: finite(values.importCost),
  };
  const earning = {
    price: product.price,
    platformEarningType: values.platformEarningType,
    fixedPlatformEarning: finite(values.fixedPlatformEarning),
    percent: finite(values.percent),
  };
  return {
    importCost: importCost(product, rates),
    total: totalPrice(product, rates),
    platformEarning: platformEarning(earning),
    sellerReceives: priceWithoutPlatformEarning(earning),
  };
}

/** Units across the size/colour rows (pure). */
export function tagTotal(values: Pick<ListingValues, 'availableCountByTags'>): number {
  return values.availableCountByTags.reduce((sum, tag) => sum + (Number.isFinite(tag.availableCount) ? tag.availableCount : 0), 0);
}
