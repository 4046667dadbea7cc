import '#server-only';
import { User } from '@/models/User';
import { userSearchFilters, userSearchKeys } from './user-search';
import { globalSlot } from '../global-slot';

type Slot = { filled?: boolean; filling?: Promise<number> };
const slot = globalSlot<Slot>('__importaUserSearch', () => ({}));

/**
 * Gives the search texts to every user stored without them (users older than the texts, users
 * inserted without the model), once per process; later saves keep them (models/User.ts). Each
 * write is guarded on the texts still missing, so a registration meanwhile is not overwritten.
 * Resolves with how many users it filled.
 */
export function fillUserSearchKeys(): Promise<number> {
  slot.filling ??= (async () => {
    let filled = 0;
    for await (const user of User.find({ searchEmail: { $exists: false } }, 'name lastName email phone')
      .lean()
      .cursor({ batchSize: 500 })) {
      await User.updateOne({ _id: user._id, searchEmail: { $exists: false } }, { $set: userSearchKeys(user) });
      filled++;
    }
    slot.filled = true;
    return filled;
  })().catch((error: unknown) => {
    slot.filling = undefined;
    throw error;
  });
  return slot.filling;
}

/**
 * True once this process gave every user their search texts; the first call starts that. Until
 * then a search reads every user (correct, slow) rather than miss the users not filled yet.
 */
export function userSearchKeysReady(): boolean {
  if (!slot.filled) fillUserSearchKeys().catch((error: unknown) => console.error('[usuarios] textos de búsqueda', error));
  return Boolean(slot.filled);
}

/** The users whose name, last name, e-mail or phone starts with `search` (folded), each once, with `fields`. */
export async function findUsersByPrefix<T extends { _id: unknown }>(search: string, fields: string): Promise<T[]> {
  const found = await Promise.all(userSearchFilters(search).map((filter) => User.find(filter, fields).lean<T[]>()));
  return [...new Map(found.flat().map((user) => [String(user._id), user])).values()];
}
