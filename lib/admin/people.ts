import { Types } from 'mongoose';
import { accentInsensitivePrefix } from '../account/search-pattern';
import { User } from '@/models/User';
import type { Person } from './dto';

/** Name ('name lastName', else the e-mail) and e-mail of each id, in one query. */
export async function peopleById(ids: readonly unknown[]): Promise<Map<string, Person>> {
  const valid = [...new Set(ids.map((id) => String(id)))].filter((id) => Types.ObjectId.isValid(id));
  if (!valid.length) return new Map();
  const users = await User.find({ _id: { $in: valid } }, 'name lastName email').lean();
  return new Map(users.map((u) => [String(u._id), { _id: String(u._id), name: `${u.name ?? ''} ${u.lastName ?? ''}`.trim() || u.email, email: u.email }]));
}

/** The person of `id`, or an empty one for an account that no longer exists. */
export function personOrNobody(people: ReadonlyMap<string, Person>, id: unknown): Person {
  return people.get(String(id)) ?? { _id: String(id ?? ''), name: '', email: '' };
}

/** A filter on the given text fields matching `search` at the start of a word, accents and case ignored ({} when empty). */
export function textFilter(search: string, fields: readonly string[]): Record<string, unknown> {
  if (!search) return {};
  const match = { $regex: accentInsensitivePrefix(search), $options: 'i' };
  return { $or: fields.map((field) => ({ [field]: match })) };
}
