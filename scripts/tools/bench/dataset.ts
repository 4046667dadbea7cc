import { Types } from 'mongoose';
import { derivedFields } from '@/lib/catalog/derived-fields';
import { CLOTHING_SIZES } from '@/lib/catalog/reference';
import { PROVINCES } from '@/lib/geo/provinces';
import type { ImportRates } from '@/lib/pricing/import-cost';
import { createRandom, round2, type Random } from '../../server/seed/random';
import { BENCH_CATEGORIES, BRANDS, COLOURS, RARE_EVERY, RARE_WORD, SENTENCES } from './words';

/** Deterministic synthetic catalogue for the benchmark: ~50 sellers and any number of products. */

export const SELLER_COUNT = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
const PROVINCE_NAMES = PROVINCES.map((p) => p.name);

export type CategoryRef = { _id: Types.ObjectId; name: string; sizeKind: 'clothing' | 'shoes' | null };

/**
 * What an admin allows every benchmark seller (lib/catalog/seller-terms.ts): their synthetic listings
 * include fast-delivery and manual-import-cost ones, which an edit by the seller must be able to keep.
 */
export const BENCH_SELLER_TERMS = { importCompanyFastDelivery: true, isManualImportCost: true } as const;

/** The seller accounts: each delivers in La Habana and a few other provinces. */
export function benchSellers(): Record<string, unknown>[] {
  const random = createRandom('bench-sellers');
  return Array.from({ length: SELLER_COUNT }, (_, i) => {
    const extra = Array.from({ length: random.int(0, 5) }, () => random.pick(PROVINCE_NAMES));
    const provinces = [...new Set(['La Habana', ...extra])];
    return {
      _id: new Types.ObjectId(),
      username: `bench-seller-${i}@importa.cu`,
      email: `bench-seller-${i}@importa.cu`,
      passwordHash: 'x',
      name: `Vendedor ${i}`,
      lastName: 'Prueba',
      importCompanyName: `Importadora ${BRANDS[i % BRANDS.length]} ${i}`,
      isImportCompany: true,
      ...BENCH_SELLER_TERMS,
      couponCode: `B${String(i).padStart(5, '0')}`,
      deliveryCosts: provinces.map((provinceName) => ({ provinceName, available: random.chance(0.9), municipalities: [] })),
    };
  });
}

function description(random: Random, index: number): string {
  const count = random.int(2, 4);
  const parts = Array.from({ length: count }, () =>
    random
      .pick(SENTENCES)
      .replace('{n}', String(random.int(3, 24)))
      .replace('{province}', random.pick(PROVINCE_NAMES))
      .replace('{colour}', random.pick(COLOURS)),
  );
  if (index % RARE_EVERY === 7) parts.push(`Con extracto natural de ${RARE_WORD}.`);
  return parts.join(' ');
}

function stock(random: Random, category: CategoryRef) {
  if (category.sizeKind !== 'clothing') return [];
  return CLOTHING_SIZES.filter(() => random.chance(0.6)).map((size) => ({ size, color: random.pick(COLOURS), availableCount: random.int(0, 20) }));
}

function regions(random: Random): string[] {
  if (!random.chance(0.3)) return [];
  return [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(PROVINCE_NAMES)))];
}

/** Product `index` of the synthetic catalogue (deterministic), with searchTokens and totalPrice derived. */
export function benchProduct(index: number, categories: readonly CategoryRef[], sellers: readonly Types.ObjectId[], rates: ImportRates, now: number) {
  const random = createRandom(`bench-product-${index}`);
  const c = index % categories.length;
  const category = categories[c];
  const words = BENCH_CATEGORIES[c];
  const name = `${random.pick(words.nouns)} ${random.pick(BRANDS)} ${random.pick(words.extras)} ${random.pick(COLOURS)}`;
  const fastDelivery = random.chance(0.35);
  const base = {
    name,
    description: description(random, index),
    price: round2(Math.exp(random.next() * Math.log(1500)) + 2),
    weight: round2(random.next() * 20),
    large: random.int(5, 80),
    height: random.int(5, 60),
    width: random.int(5, 60),
    shippingBySea: !fastDelivery && random.chance(0.15),
    fastDelivery,
    isManualImportCost: random.chance(0.05),
    importCost: round2(random.next() * 30),
  };
  const createdAt = new Date(now - Math.floor(random.next() * 365 * DAY_MS));
  return {
    ...base,
    ...derivedFields(base, rates),
    importCost: base.importCost,
    category: { _id: category._id, name: category.name },
    user: sellers[random.int(0, sellers.length - 1)],
    mainImageUrl: `/demo/products/bench-${c}.webp`,
    secondaryImagesUrl: [],
    available: random.chance(0.95),
    availableCount: random.int(0, 200),
    maxCount: random.int(1, 10),
    availableCountByTags: stock(random, category),
    promoted: random.chance(0.05),
    possibleDiscount: random.chance(0.2),
    viewsCount: random.int(0, 5000),
    salesCount: Math.floor(Math.pow(random.next(), 4) * 1000),
    points: random.int(0, 100),
    regions: regions(random),
    currency: random.pick(['USD', 'USD', 'USD', 'USD', 'USD', 'USD', 'USD', 'USD', 'EUR', 'MXN']),
    deleted: random.chance(0.02),
    createdAt,
    updatedAt: createdAt,
  };
}
