import type { Types } from 'mongoose';
import { derivedFields } from '@/lib/catalog/derived-fields';
import type { ImportRates } from '@/lib/pricing/import-cost';
import { demoCatalog, productImageUrl, type CatalogEntry } from './catalog';
import { DEMO_COMPANIES } from './companies';
import { createRandom, round2, type Random } from './random';
import { stockByTags, type StockByTag } from './stock';

type ClockTime = { hours: number; minutes: number; ampm: 'AM' | 'PM' };

/** A Product document ready for insertMany. */
export type ProductSeedDoc = {
  name: string;
  description: string;
  price: number;
  category: { _id: Types.ObjectId; name: string };
  user: Types.ObjectId;
  mainImageUrl: string;
  secondaryImagesUrl: string[];
  available: boolean;
  availableCount: number;
  maxCount: number;
  availableCountByTags: StockByTag[];
  fastDelivery: boolean;
  promoted: boolean;
  possibleDiscount: boolean;
  shippingBySea: boolean;
  weight: number;
  large: number;
  height: number;
  width: number;
  isManualImportCost: boolean;
  importCost: number;
  viewsCount: number;
  salesCount: number;
  points: number;
  distributorUrl: string;
  distributor: { name: string };
  userConfirmed: boolean;
  deliveryCalendar: { allowed: boolean; minHoursTime: number; maxHoursTime: number; minTime: ClockTime; maxTime: ClockTime };
  platformEarningType: 'fixed' | 'percent';
  fixedPlatformEarning: number;
  percent: number;
  currencyExchangeValue: number;
  regions: string[];
  currency: string;
  deleted: boolean;
  searchTokens: string[];
  /** price + import cost in USD, as the catalogue service keeps it. */
  totalPrice: number;
  createdAt: Date;
  updatedAt: Date;
};

export type ProductRefs = {
  /** Category slug → the stored category's id and name. */
  categories: ReadonlyMap<string, { _id: Types.ObjectId; name: string }>;
  /** Company slug → the company user's id. */
  companies: ReadonlyMap<string, Types.ObjectId>;
  /** createdAt is spread over the 60 days before this instant. */
  now: Date;
  /** Freight rates for the derived import cost and total price. */
  rates: ImportRates;
};

const SIXTY_DAYS_MINUTES = 60 * 24 * 60;

/** Delivery flags: 'cal' and 'fast' hints are honoured; the rest are drawn (about 40 % fast, 15 % by sea). */
function shipping(random: Random, entry: CatalogEntry) {
  const hint = entry.seed.ship;
  const fastDelivery = hint === 'fast' || hint === 'cal' || (!hint && random.chance(0.15));
  const shippingBySea = hint === 'sea' || (!fastDelivery && random.chance(entry.seed.kg >= 15 ? 0.6 : 0.14));
  const calendar = hint === 'cal';
  return {
    fastDelivery,
    shippingBySea,
    deliveryCalendar: {
      allowed: calendar,
      minHoursTime: calendar ? random.pick([4, 6, 12, 24]) : 1,
      maxHoursTime: calendar ? random.pick([168, 336]) : 336,
      minTime: { hours: random.pick([8, 9, 10]), minutes: 0, ampm: 'AM' as const },
      maxTime: { hours: random.pick([5, 6, 8]), minutes: random.pick([0, 30]), ampm: 'PM' as const },
    },
  };
}

/** Stock, limits and popularity; clothing and shoes keep stock per size and colour. */
function inventory(random: Random, entry: CatalogEntry, fastDelivery: boolean) {
  const { seed, category } = entry;
  const soldOut = random.chance(0.05);
  const byTags = category.sizeKind ? stockByTags(random, seed, category.sizeKind, soldOut) : [];
  const heavy = seed.kg >= 20;
  const counted = byTags.length
    ? byTags.reduce((sum, tag) => sum + tag.availableCount, 0)
    : heavy
      ? random.int(2, 15)
      : fastDelivery
        ? random.int(3, 40)
        : random.int(10, 150);
  // Half of the sold-out products are switched off, the other half simply have no stock left.
  const switchedOff = soldOut && !byTags.length && random.chance(0.5);
  const viewsCount = Math.round(30 + 3000 * random.next() ** 2);
  return {
    available: !switchedOff,
    availableCount: soldOut && !switchedOff ? 0 : counted,
    availableCountByTags: byTags,
    maxCount: heavy ? random.int(1, 2) : seed.price > 200 ? random.int(1, 3) : random.int(3, 10),
    viewsCount,
    // Cheap goods convert more views into sales than a motorbike does.
    salesCount: Math.round(viewsCount * (0.02 + 0.12 * random.next()) * (seed.price > 300 ? 0.2 : seed.price > 100 ? 0.5 : 1)),
  };
}

function buildProduct(entry: CatalogEntry, refs: ProductRefs): Omit<ProductSeedDoc, 'searchTokens' | 'totalPrice'> {
  const { seed, category, slug } = entry;
  const random = createRandom(`product:${slug}`);
  const company = DEMO_COMPANIES.find((c) => c.slug === category.company)!;
  const delivery = shipping(random, entry);
  const stock = inventory(random, entry, delivery.fastDelivery);
  const manualCost = !delivery.fastDelivery && random.chance(0.08);
  const fixedEarning = random.chance(0.1);
  const createdAt = new Date(refs.now.getTime() - random.int(0, SIXTY_DAYS_MINUTES) * 60_000);
  const [large, height, width] = seed.cm;
  return {
    name: seed.name,
    description: seed.description,
    price: seed.price,
    category: refs.categories.get(category.slug)!,
    user: refs.companies.get(company.slug)!,
    mainImageUrl: productImageUrl(slug, 1),
    secondaryImagesUrl: Array.from({ length: entry.imageCount - 1 }, (_, i) => productImageUrl(slug, i + 2)),
    ...stock,
    ...delivery,
    promoted: random.chance(0.15),
    possibleDiscount: random.chance(0.3),
    weight: seed.kg,
    large,
    height,
    width,
    isManualImportCost: manualCost,
    // A manual cost near what the weight would cost: about 3 USD/kg by sea, 9 USD/kg by air.
    importCost: manualCost ? round2(Math.max(2.5, seed.kg * (delivery.shippingBySea ? 2.5 : 8) + random.int(0, 200) / 100)) : 0,
    points: random.chance(0.15) ? 0 : Math.min(50, Math.max(1, Math.round(seed.price / 8) + random.int(0, 5))),
    distributorUrl: '',
    distributor: { name: company.name },
    userConfirmed: true,
    platformEarningType: fixedEarning ? 'fixed' : 'percent',
    fixedPlatformEarning: fixedEarning ? round2(seed.price * 0.08) : 0,
    percent: fixedEarning ? 0 : company.percent,
    currencyExchangeValue: 1,
    regions: random.chance(0.06) ? ['La Habana'] : [],
    currency: 'USD',
    deleted: false,
    createdAt,
    updatedAt: createdAt,
  };
}

/** The ~180 demo products, derived deterministically from the hand-written data (one PRNG per slug). */
export function buildDemoProducts(refs: ProductRefs): ProductSeedDoc[] {
  return demoCatalog().map((entry) => {
    const product = buildProduct(entry, refs);
    // The same derived fields the catalogue service stores: search tokens, import cost, total price.
    return { ...product, ...derivedFields(product, refs.rates) };
  });
}
