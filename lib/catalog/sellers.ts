import { Types } from 'mongoose';
import { User } from '@/models/User';
import type { ProductSeller } from './dto';
import { unknownSeller } from './product-dto';

const SELLER_FIELDS = '_id name lastName importCompanyName profilePictureUrl deliveryCosts';

type SellerDoc = Pick<ProductSeller, 'name' | 'lastName' | 'importCompanyName' | 'profilePictureUrl'> & {
  _id: Types.ObjectId;
  deliveryCosts?: { provinceName: string; available?: boolean | null }[] | null;
};

/** A seller's public fields and the provinces its deliveryCosts offer (available: true). */
export type SellerInfo = { seller: ProductSeller; provinces: string[] };

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

/** Public fields and delivery provinces of the given users (one query). */
export async function loadSellers(ids: readonly string[]): Promise<Map<string, SellerInfo>> {
  const valid = [...new Set(ids)].filter((id) => Types.ObjectId.isValid(id));
  if (!valid.length) return new Map();
  const docs = (await User.find({ _id: { $in: valid } }, SELLER_FIELDS).lean()) as SellerDoc[];
  return new Map(docs.map((doc) => [String(doc._id), toInfo(doc)]));
}

/** Every import company's public fields and delivery provinces. */
export async function loadAllSellers(): Promise<Map<string, SellerInfo>> {
  const docs = (await User.find({ isImportCompany: true }, SELLER_FIELDS).lean()) as SellerDoc[];
  return new Map(docs.map((doc) => [String(doc._id), toInfo(doc)]));
}

/** Ids of the sellers whose deliveryCosts offer `province` (the database engine's region filter). */
export async function sellersDeliveringTo(province: string): Promise<string[]> {
  // The available flag is checked here: FerretDB v1's $elemMatch takes operators only, not field conditions.
  const docs = (await User.find({ isImportCompany: true, 'deliveryCosts.provinceName': province }, SELLER_FIELDS).lean()) as SellerDoc[];
  return docs.filter((doc) => toInfo(doc).provinces.includes(province)).map((doc) => String(doc._id));
}

/** The seller of each id, with empty fields for an unknown one. */
export function sellerOrUnknown(sellers: ReadonlyMap<string, SellerInfo>, id: string): ProductSeller {
  return sellers.get(id)?.seller ?? unknownSeller(id);
}
