import '#server-only';
import { connectDb } from '../db';
import { skipOf } from '../paging';
import { User } from '@/models/User';
import type { UserSuggestQuery } from './schemas';
import { accentInsensitivePrefix } from './search-pattern';
import { byName } from './user-search';
import { findUsersByPrefix, userSearchKeysReady } from './user-search-service';

/** Fewest characters a search needs (docs/contract/buying.md §9). */
export const MIN_SUGGEST_CHARS = 3;

export type UserSuggestion = { _id: string; name: string; lastName: string; email: string; phone: string };

const FIELDS = '_id name lastName email phone';
type UserRow = { _id: unknown; name?: string | null; lastName?: string | null; email: string; phone?: string | null };

const toSuggestion = (u: UserRow): UserSuggestion => ({
  _id: String(u._id),
  name: u.name ?? '',
  lastName: u.lastName ?? '',
  email: u.email,
  phone: u.phone ?? '',
});

/**
 * GET usersuggest (order and super admins): users whose name, last name or e-mail starts (at a
 * word) with the typed text, accents and case ignored; [] under 3 characters. Through the indexed
 * search texts once this process has filled them, else a regular expression read over every user.
 */
export async function suggestUsers(query: UserSuggestQuery): Promise<UserSuggestion[]> {
  if (query.userToSearch.length < MIN_SUGGEST_CHARS) return [];
  await connectDb();
  if (userSearchKeysReady()) {
    // The indexed prefixes (lib/account/user-search.ts): at least 3 characters find few users, sorted here.
    const found = (await findUsersByPrefix<UserRow>(query.userToSearch, FIELDS)).sort(byName);
    return found.slice((query.page - 1) * query.limit, query.page * query.limit).map(toSuggestion);
  }
  const match = { $regex: accentInsensitivePrefix(query.userToSearch), $options: 'i' };
  const users = await User.find({ $or: [{ name: match }, { lastName: match }, { email: match }] }, FIELDS)
    .sort({ name: 1, lastName: 1, _id: 1 })
    .skip(skipOf(query))
    .limit(query.limit)
    .lean();
  return users.map(toSuggestion);
}
