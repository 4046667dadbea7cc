import { Product } from '@/models/Product';
import { forgivingPrefixWords, forgivingWords, TYPO_MIN_LENGTH } from '../typo-match';
import type { CatalogQuery } from '../query';

/**
 * The catalogue's words in memory, for the database engine's typo tolerance: MongoDB matches
 * tokens exactly, so a typo'd word is first expanded here into the known words one edit away.
 * Loaded once (distinct searchTokens), grown by every product write this process sees, and
 * re-read every few minutes for the writes of other processes.
 */
export const VOCABULARY_REFRESH_MS = 5 * 60 * 1000;

type Slot = { words?: Set<string>; loading?: Promise<Set<string>>; loadedAt: number };
const holder = globalThis as typeof globalThis & { __importaVocabulary?: Slot };
// On globalThis: Next bundles route handlers apart from the custom server (see lib/db.ts).
const slot: Slot = (holder.__importaVocabulary ??= { loadedAt: 0 });

async function vocabulary(): Promise<Set<string>> {
  if (slot.words && Date.now() - slot.loadedAt < VOCABULARY_REFRESH_MS) return slot.words;
  slot.loading ??= (async () => {
    const words = new Set((await Product.distinct('searchTokens', { deleted: false })) as string[]);
    slot.words = words;
    slot.loadedAt = Date.now();
    return words;
  })().finally(() => (slot.loading = undefined));
  return slot.words ?? slot.loading;
}

/** Learn the words of a product just written (no-op before the first load). */
export function noteVocabulary(tokens: readonly string[] | undefined): void {
  if (slot.words && tokens) for (const token of tokens) slot.words.add(token);
}

/** Forget the loaded words (tests switch databases). */
export function resetVocabulary(): void {
  slot.words = undefined;
  slot.loadedAt = 0;
}

/** The text terms as MongoDB should match them: per word its alternatives, and the prefix's when it was mistyped. */
export type ForgivenTerms = { words: string[][]; prefixWords?: string[] };

/** Expand the query's mistyped words (5+ letters) into the known words one typo away. */
export async function forgiveTerms(query: Pick<CatalogQuery, 'words' | 'prefix'>): Promise<ForgivenTerms> {
  const needsWords = query.words.some((word) => word.length >= TYPO_MIN_LENGTH) || (query.prefix?.length ?? 0) >= TYPO_MIN_LENGTH;
  if (!needsWords) return { words: query.words.map((word) => [word]) };
  const words = await vocabulary();
  const forgiven: ForgivenTerms = { words: query.words.map((word) => forgivingWords(word, words, (w) => words.has(w))) };
  const prefix = query.prefix;
  if (prefix && prefix.length >= TYPO_MIN_LENGTH && ![...words].some((token) => token.startsWith(prefix))) {
    forgiven.prefixWords = forgivingPrefixWords(prefix, words);
  }
  return forgiven;
}
