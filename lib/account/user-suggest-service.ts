import { connectDb } from '../db';
import { skipOf } from '../paging';
import { User } from '@/models/User';
import type { UserSuggestQuery } from './schemas';
import { accentInsensitivePrefix } from './search-pattern';

/** Fewest characters a search needs (buying.md §9). */
export const MIN_SUGGEST_CHARS = 3;

export type UserSuggestion = { _id: string; name: string; lastName: string; email: string; phone: string };

/**
 * GET usersuggest (order and super admins): users whose name, last name or e-mail starts (at a
 * word) with the typed text, accents and case ignored; [] under 3 characters.
 */
export async function suggestUsers(query: UserSuggestQuery): Promise<UserSuggestion[]> {
  if (query.userToSearch.length < MIN_SUGGEST_CHARS) return [];
  await connectDb();
  const match = { $regex: accentInsensitivePrefix(query.userToSearch), $options: 'i' };
  const users = await User.find({ $or: [{ name: match }, { lastName: match }, { email: match }] }, '_id name lastName email phone')
    .sort({ name: 1, lastName: 1, _id: 1 })
    .skip(skipOf(query))
    .limit(query.limit)
    .lean();
  return users.map((u) => ({ _id: String(u._id), name: u.name ?? '', lastName: u.lastName ?? '', email: u.email, phone: u.phone ?? '' }));
}
