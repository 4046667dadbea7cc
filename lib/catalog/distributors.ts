import { Types } from 'mongoose';
import { connectDb } from '../db';
import { Product } from '@/models/Product';
import { User } from '@/models/User';
import { catalogEngine, memoryStore } from './engine';
import { VISIBLE_FILTER } from './database/mongo-filter';

/** An import company as the home's 'COLABORACIONES' and the sitemap list it. */
export type DistributorSummary = {
  _id: string;
  /** The company name, else the seller's own name. */
  name: string;
  pictureUrl: string;
  /** Visible listings (not deleted, not hidden). */
  listings: number;
};

/** Visible listings per seller id, through the engine in use (the memory index on FerretDB, one $group on MongoDB). */
async function listingCounts(): Promise<ReadonlyMap<string, number>> {
  if ((await catalogEngine()) === 'memory') return (await memoryStore()).index.sellerCounts();
  // One accumulator only: FerretDB v1 computes the first one of a $group.
  const rows = await Product.aggregate<{ _id: Types.ObjectId; listings: number }>([
    { $match: VISIBLE_FILTER() },
    { $group: { _id: '$user', listings: { $sum: 1 } } },
  ]);
  return new Map(rows.map((row) => [String(row._id), row.listings]));
}

/** Every import company with at least one visible listing, by name (Spanish collation); two queries. */
export async function listDistributors(): Promise<DistributorSummary[]> {
  await connectDb();
  const counts = await listingCounts();
  const ids = [...counts.keys()].filter((id) => Types.ObjectId.isValid(id));
  if (!ids.length) return [];
  const users = await User.find({ _id: { $in: ids }, isImportCompany: true }, '_id name lastName importCompanyName profilePictureUrl').lean();
  return users
    .map((user) => ({
      _id: String(user._id),
      name: user.importCompanyName || `${user.name ?? ''} ${user.lastName ?? ''}`.trim(),
      pictureUrl: user.profilePictureUrl ?? '',
      listings: counts.get(String(user._id)) ?? 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es') || a._id.localeCompare(b._id));
}
