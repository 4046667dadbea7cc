import '#server-only';
import type { Types } from 'mongoose';
import { globalSlot } from '../global-slot';
import { startingWith } from '../catalog/database/mongo-filter';
import { WRITE_LANDING_MS } from '../selling/sales-days';
import { Product } from '@/models/Product';

/**
 * The listings the admin's name search starts from: every one with a word (name or description)
 * starting with the search's first word, with what the search then checks (name, flags, date).
 * Read once per word in each process and then brought up to date at each call from the listings
 * written since (their updatedAt, its own index), as the finances' earning settings are: a frequent
 * word's few thousand listings are decoded by the embedded database once, not at every page (0.2 s
 * each time at 100,000 listings). The count of the word's listings, answered from the word index
 * without reading them, checks the kept set: a listing removed outright, or written without
 * updatedAt, makes it read again. Nothing is decided by this memory that the database did not say
 * as of the check.
 */
export type SearchCandidate = { _id: Types.ObjectId; createdAt?: Date; name: string; deleted?: boolean; promoted?: boolean; hidden?: boolean };

type WordMemo = { checkedAt: number; byId: Map<string, SearchCandidate> };

const FIELDS = { _id: 1, createdAt: 1, name: 1, deleted: 1, promoted: 1, hidden: 1 } as const;
/** Words kept per process, the least recently searched dropped first; and how old a kept word may grow before it is read again whole. */
const WORDS_MAX = 20;
const CANDIDATES_MAX = 200_000;
const REREAD_AFTER_MS = 10 * 60_000;

function memory(): Map<string, WordMemo> {
  return globalSlot('__importaAdminSearch', () => new Map<string, WordMemo>());
}

/** The listings with a word starting with `token`, exact as of this call. */
export async function searchCandidates(token: string): Promise<SearchCandidate[]> {
  const words = memory();
  // Stamped before the reads: a listing written during them is read again at the next call.
  const checkedAt = Date.now();
  let own = words.get(token);
  if (own && checkedAt - own.checkedAt > REREAD_AFTER_MS) own = undefined;
  if (own) {
    const [written, count] = await Promise.all([
      Product.find({ updatedAt: { $gte: new Date(own.checkedAt - WRITE_LANDING_MS) } }, { ...FIELDS, searchTokens: 1 }).lean<
        (SearchCandidate & { searchTokens?: string[] })[]
      >(),
      Product.countDocuments({ searchTokens: startingWith(token) }),
    ]);
    for (const { searchTokens, ...listing } of written) {
      if (searchTokens?.some((word) => word.startsWith(token))) own.byId.set(String(listing._id), listing);
      else own.byId.delete(String(listing._id));
    }
    if (own.byId.size === count) own.checkedAt = checkedAt;
    else own = undefined;
  }
  if (!own) {
    const found = await Product.find({ searchTokens: startingWith(token) }, FIELDS).lean<SearchCandidate[]>();
    own = { checkedAt, byId: new Map(found.map((listing) => [String(listing._id), listing])) };
  }
  words.delete(token);
  words.set(token, own);
  let kept = [...words.values()].reduce((total, w) => total + w.byId.size, 0);
  for (const [word, memo] of words) {
    if (words.size <= 1 || (words.size <= WORDS_MAX && kept <= CANDIDATES_MAX)) break;
    words.delete(word);
    kept -= memo.byId.size;
  }
  return [...own.byId.values()];
}
