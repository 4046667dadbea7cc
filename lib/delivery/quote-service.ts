import '#server-only';
import { cachedRead } from '../http/cache/read-cache';
import { connectDb } from '../db';
import type { ProvinceDeliveryCost } from '../cart/delivery-cost';
import { pauseFor } from '../zones/rules';
import { listActivePauses } from '../zones/service';
import { quoteSeller, type SellerQuote } from './quote';
import type { DeliveryQuote } from './dto';
import type { DeliveryQuoteQuery } from './quote-schemas';
import { User } from '@/models/User';

type SellerTerms = { _id: unknown; deliveryCosts?: ProvinceDeliveryCost[] | null };

/** Every store's terms, kept 60 s in memory: one quote per page view must not scan the users each time. */
const CACHE_MS = 60_000;

async function readSellerTerms(): Promise<Map<string, ProvinceDeliveryCost[]>> {
  await connectDb();
  const docs = await User.find({ isImportCompany: true }, '_id deliveryCosts').lean<SellerTerms[]>();
  return new Map(docs.map((doc) => [String(doc._id), doc.deliveryCosts ?? []]));
}

function sellerTerms(now: number): Promise<Map<string, ProvinceDeliveryCost[]>> {
  return cachedRead('seller-terms', CACHE_MS, readSellerTerms, { now: () => now });
}

/**
 * Each store's delivery fee, free-above threshold and whether it delivers to the zone (all stores,
 * or the ids asked for; an unknown id does not deliver), and the notice when the zone is paused.
 * Store terms may be up to a minute old; checkout always prices from the database.
 */
export async function deliveryQuote(query: DeliveryQuoteQuery, now = Date.now()): Promise<DeliveryQuote> {
  const zone = { region: query.region, municipality: query.municipality };
  const [terms, pauses] = await Promise.all([sellerTerms(now), listActivePauses(now)]);
  const ids = query.sellers ?? [...terms.keys()];
  const sellers: Record<string, SellerQuote> = {};
  for (const id of ids) sellers[id] = quoteSeller(terms.get(id) ?? [], zone);
  return { ...zone, paused: pauseFor(pauses, zone)?.notice ?? null, sellers };
}
