import { Types } from 'mongoose';
import { User } from '@/models/User';
import { catalogReader } from './reader';

/** An import company as the home's 'COLABORACIONES' and the sitemap list it. */
export type DistributorSummary = {
  _id: string;
  /** The company name, else the seller's own name. */
  name: string;
  pictureUrl: string;
  /** Visible listings (not deleted, not hidden). */
  listings: number;
};

/** Every import company with at least one visible listing, by name (Spanish collation); two queries. */
export async function listDistributors(): Promise<DistributorSummary[]> {
  const counts = await (await catalogReader()).listingCounts();
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
