import { Types } from 'mongoose';
import { User } from '@/models/User';
import type { ProvinceDeliveryCost } from '../cart/delivery-cost';
import { sharedWhilePending } from '../http/cache/read-cache';
import { importRates } from '../pricing/configured-rates';
import type { ProductDto, ProductSeller } from './dto';
import { toProductBody, unknownSeller, withSeller } from './product-dto';
import type { LeanProduct } from '@/models/Product';

/**
 * The one loader of sellers: their public fields, the provinces they deliver to and their delivery
 * terms, for the catalogue's answers, the cart (which prices delivery per store) and checkout.
 */

const SELLER_FIELDS = '_id name lastName importCompanyName profilePictureUrl deliveryCosts';

type StoredDeliveryCost = {
  provinceName: string;
  available?: boolean | null;
  isFree?: { always?: boolean | null; above?: boolean | null; aboveNumber?: number | null } | null;
  municipalities?: { name: string; cost?: number | null }[] | null;
};

type SellerDoc = Pick<ProductSeller, 'name' | 'lastName' | 'importCompanyName' | 'profilePictureUrl'> & {
  _id: Types.ObjectId;
  deliveryCosts?: StoredDeliveryCost[] | null;
};

/** A seller's public fields and the provinces its deliveryCosts offer (available: true). */
export type SellerInfo = { seller: ProductSeller; provinces: string[] };
/** A seller as the cart and checkout read it: SellerInfo and its delivery terms per province. */
export type SellerWithTerms = SellerInfo & { deliveryCosts: ProvinceDeliveryCost[] };

function toInfo(doc: SellerDoc): SellerInfo {
  return {
    seller: {
      _id: String(doc._id),
      name: doc.name ?? '',
      lastName: doc.lastName ?? '',
      importCompanyName: doc.importCompanyName ?? '',
      profilePictureUrl: doc.profilePictureUrl ?? '',
    },
    provinces: (doc.deliveryCosts ?? []).filter((c) => c.available !== false).map((c) => c.provinceName),
  };
}

/** The stored terms with the model's defaults filled in (the delivery cost rule reads them whole). */
function toDeliveryTerms(costs: readonly StoredDeliveryCost[]): ProvinceDeliveryCost[] {
  return costs.map((c) => ({
    provinceName: c.provinceName,
    available: c.available !== false,
    isFree: { always: Boolean(c.isFree?.always), above: Boolean(c.isFree?.above), aboveNumber: c.isFree?.aboveNumber ?? 0 },
    municipalities: (c.municipalities ?? []).map((m) => ({ name: m.name, cost: m.cost ?? 0 })),
  }));
}

/** Public fields, delivery provinces and delivery terms of the given users (one query). */
export async function loadSellers(ids: readonly string[]): Promise<Map<string, SellerWithTerms>> {
  const valid = [...new Set(ids)].filter((id) => Types.ObjectId.isValid(id));
  if (!valid.length) return new Map();
  const docs = await User.find({ _id: { $in: valid } }, SELLER_FIELDS).lean<SellerDoc[]>();
  return new Map(docs.map((doc) => [String(doc._id), { ...toInfo(doc), deliveryCosts: toDeliveryTerms(doc.deliveryCosts ?? []) }]));
}

/** Every import company's public fields and delivery provinces (the memory engine keeps them, not their terms). */
export async function loadAllSellers(): Promise<Map<string, SellerInfo>> {
  const docs = await User.find({ isImportCompany: true }, SELLER_FIELDS).lean<SellerDoc[]>();
  return new Map(docs.map((doc) => [String(doc._id), toInfo(doc)]));
}

/**
 * Ids of the sellers whose deliveryCosts offer `province` (the database engine's region filter). A
 * home page and a product page's list ask for it twice at once (the regular and the promoted
 * products): they share one read.
 */
export function sellersDeliveringTo(province: string): Promise<readonly string[]> {
  return sharedWhilePending(`sellers-delivering-to:${province}`, async () => {
    // The available flag is checked here: FerretDB v1's $elemMatch takes operators only, not field conditions.
    const docs = await User.find({ isImportCompany: true, 'deliveryCosts.provinceName': province }, SELLER_FIELDS).lean<SellerDoc[]>();
    return docs.filter((doc) => toInfo(doc).provinces.includes(province)).map((doc) => String(doc._id));
  });
}

/** The seller of each id, with empty fields for an unknown one. */
export function sellerOrUnknown(sellers: ReadonlyMap<string, SellerInfo>, id: string): ProductSeller {
  return sellers.get(id)?.seller ?? unknownSeller(id);
}

/**
 * DTOs of lean products with their sellers' public fields, the sellers read in one query; with
 * `deliveryTerms`, each seller carries its delivery terms too (the cart's answer), from that same query.
 */
export async function toProductDtos(docs: readonly LeanProduct[], options: { deliveryTerms?: boolean } = {}): Promise<ProductDto[]> {
  const sellers = await loadSellers(docs.map((doc) => String(doc.user)));
  const rates = importRates();
  return docs.map((doc) => {
    const id = String(doc.user);
    const seller = sellerOrUnknown(sellers, id);
    const terms = options.deliveryTerms ? { deliveryCosts: sellers.get(id)?.deliveryCosts ?? [] } : {};
    return withSeller(toProductBody(doc, rates), { ...seller, ...terms });
  });
}
