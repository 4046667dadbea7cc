import { Types } from 'mongoose';
import { importRates } from '@/lib/pricing/configured-rates';
import type { ImportRates } from '@/lib/pricing/import-cost';
import { Category } from '@/models/Category';
import { CurrencyRate } from '@/models/CurrencyRate';
import { CurrencyRateChange } from '@/models/CurrencyRateChange';
import { Product } from '@/models/Product';
import { User } from '@/models/User';
import { DEMO_CATEGORIES, categoryIconUrl } from './categories';
import { ensureDemoImages } from './images';
import { buildDemoProducts } from './products';
import { createRandom } from './random';
import { seedTrustDemo } from './trust';
import { seedTransferDemo } from './transfer';
import { seedClaimDemo } from './claims';
import { planDemoUsers } from './users';

export type SeedResult = { seeded: boolean; counts: Record<string, number> };
type Log = (msg: string) => void;

/** Demo exchange rates: units of the currency per 1 USD. */
const DEMO_RATES = [
  { currency: 'eur', value: 0.92 },
  { currency: 'mxn', value: 17.1 },
] as const;

async function countAll(): Promise<Record<string, number>> {
  const [categories, users, companies, products, currencyRates, currencyRateChanges] = await Promise.all([
    Category.countDocuments({}),
    User.countDocuments({}),
    User.countDocuments({ isImportCompany: true }),
    Product.countDocuments({}),
    CurrencyRate.countDocuments({}),
    CurrencyRateChange.countDocuments({}),
  ]);
  return { categories, users, companies, products, currencyRates, currencyRateChanges };
}

/** The demo categories by slug; ones that already exist (same name) are reused untouched. */
async function ensureCategories(): Promise<Map<string, { _id: Types.ObjectId; name: string }>> {
  const existing = await Category.find({ name: { $in: DEMO_CATEGORIES.map((c) => c.name) } }, { name: 1 }).lean();
  const byName = new Map(existing.map((c) => [c.name, c._id]));
  const fresh = DEMO_CATEGORIES.filter((c) => !byName.has(c.name)).map((c) => ({
    _id: new Types.ObjectId(),
    name: c.name,
    iconUrl: categoryIconUrl(c.slug),
    order: c.order,
    sizeKind: c.sizeKind,
  }));
  if (fresh.length) await Category.insertMany(fresh);
  for (const c of fresh) byName.set(c.name, c._id);
  return new Map(DEMO_CATEGORIES.map((c) => [c.slug, { _id: byName.get(c.name)!, name: c.name }]));
}

/** Plan the demo users: existing e-mails are reused untouched, the rest are returned to insert. */
async function planUsers() {
  const existing = await User.find({}, { email: 1, couponCode: 1 }).lean();
  return planDemoUsers(createRandom('users'), new Map(existing.map((u) => [u.email, u._id])), new Set(existing.map((u) => u.couponCode)));
}

/** The current eur and mxn rates and one history entry each, set by the super admin; existing rates are kept. */
async function ensureRates(changedBy: Types.ObjectId | null): Promise<number> {
  let written = 0;
  for (const { currency, value } of DEMO_RATES) {
    if (await CurrencyRate.exists({ currency })) continue;
    await CurrencyRate.create({ currency, value, updatedBy: changedBy });
    await CurrencyRateChange.create({ currency, previousValue: null, value, changedBy });
    written++;
  }
  return written;
}

/**
 * Fill an empty store with the Spanish demo catalogue: categories, four import companies, one
 * account per role, ~180 products, exchange rates, and a delivered order with its photo and
 * reviews (scripts/server/seed/trust.ts), a resolved claim (scripts/server/seed/claims.ts) and payment by transfer switched on (scripts/server/seed/transfer.ts). Generates the demo images first (only
 * missing files). Import costs use `rates` (default: the configured AIR/SEA_RATE_PER_KG).
 * Runs only when there are no products; otherwise changes nothing and returns
 * seeded:false. Expects mongoose to be connected already.
 */
export async function seedDatabase(options: { log?: Log; rates?: ImportRates } = {}): Promise<SeedResult> {
  const log = options.log ?? (() => {});
  const rates = options.rates ?? importRates();
  const started = Date.now();
  const images = await ensureDemoImages();
  log(`Imágenes de demostración: ${images} generadas en ${Date.now() - started} ms (public/demo/).`);
  if (await Product.exists({})) {
    log('La base de datos ya tiene productos: no se siembra nada.');
    return { seeded: false, counts: await countAll() };
  }
  const categories = await ensureCategories();
  const { ids, toInsert } = await planUsers();
  const products = buildDemoProducts({ categories, companies: ids, now: new Date(), rates });
  for (const user of toInsert.values()) {
    user.productsSoldCount = products.filter((p) => p.user.equals(user._id)).reduce((sum, p) => sum + p.salesCount, 0);
  }
  if (toInsert.size) await User.insertMany([...toInsert.values()]);
  const inserted = await Product.insertMany(products);
  const ratesWritten = await ensureRates(ids.get('superAdmin') ?? null);
  const trust = await seedTrustDemo(ids, inserted);
  // The resolved claim on the delivered demo order (scripts/server/seed/claims.ts).
  const claims = await seedClaimDemo(trust.orderId, ids.get('superAdmin'));
  // Payment by transfer switched on with demo details (scripts/server/seed/transfer.ts).
  await seedTransferDemo(ids.get('superAdmin') ?? null);
  const counts = await countAll();
  log(
    `Sembrado: ${categories.size} categorías, ${toInsert.size} usuarios nuevos, ${products.length} productos, ${ratesWritten} tasas de cambio, ${trust.orders} pedido entregado con foto, ${trust.reviews} opiniones y ${claims} reclamación resuelta (${Date.now() - started} ms).`,
  );
  return { seeded: true, counts };
}
