import { Product } from '@/models/Product';
import { wordAlternatives } from '../synonyms';
import { forgivingPrefixWords, forgivingWords, TYPO_MIN_LENGTH } from '../typo-match';
import type { CatalogQuery } from '../query';
import { globalSlot } from '../../global-slot';

/**
 * The catalogue's words in memory, for the database engine's typo tolerance: MongoDB matches
 * tokens exactly, so a typo'd word is first expanded here into the known words one edit away.
 * Loaded once (distinct searchTokens), grown by every product write this process sees, and
 * re-read every few minutes for the writes of other processes.
 */
export const VOCABULARY_REFRESH_MS = 5 * 60 * 1000;

type Slot = { words?: Set<string>; loading?: Promise<Set<string>>; loadedAt: number };
const slot = globalSlot<Slot>('__importaVocabulary', () => ({ loadedAt: 0 }));

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

/** The text terms as MongoDB should match them: per word its alternatives, and the prefix's when it was mistyped or is a word with synonyms. */
export type ForgivenTerms = { words: string[][]; prefixWords?: string[] };

/** Most known words a prefix with synonyms is spelled out into; past it the prefix alone is matched. */
const MAX_PREFIX_WORDS = 200;

/** The other words a prefix that is already a word stands for ('telefono' → celular…), none starting with it. */
function prefixSynonyms(prefix: string): string[] {
  return wordAlternatives(prefix).filter((token) => !token.startsWith(prefix));
}

/**
 * Expand each word into its other forms and synonyms, and a mistyped one (5+ letters, none of
 * those known) into the known words one typo away; the prefix likewise.
 */
export async function forgiveTerms(query: Pick<CatalogQuery, 'words' | 'prefix'>): Promise<ForgivenTerms> {
  const prefix = query.prefix;
  const synonyms = prefix ? prefixSynonyms(prefix) : [];
  const needsWords = query.words.some((word) => word.length >= TYPO_MIN_LENGTH) || (prefix?.length ?? 0) >= TYPO_MIN_LENGTH || synonyms.length > 0;
  // Short words cannot be mistyped: their alternatives go as they are (an unknown one matches nothing).
  if (!needsWords) return { words: query.words.map(wordAlternatives) };
  const words = await vocabulary();
  const known = (word: string) => words.has(word);
  const forgiven: ForgivenTerms = {
    words: query.words.map((word) => {
      const alternatives = wordAlternatives(word).filter(known);
      return alternatives.length ? alternatives : forgivingWords(word, words, known);
    }),
  };
  if (!prefix) return forgiven;
  const starting = [...words].filter((token) => token.startsWith(prefix));
  const knownSynonyms = synonyms.filter(known);
  if (knownSynonyms.length && starting.length + knownSynonyms.length <= MAX_PREFIX_WORDS) forgiven.prefixWords = [...starting, ...knownSynonyms];
  else if (!starting.length && prefix.length >= TYPO_MIN_LENGTH) forgiven.prefixWords = forgivingPrefixWords(prefix, words);
  return forgiven;
}

/** The known words each text term of the query matches (a word's group, then the prefix's), for ranking partial matches. */
export async function termWords(query: Pick<CatalogQuery, 'words' | 'prefix'>): Promise<string[][]> {
  const forgiven = await forgiveTerms(query);
  const groups = [...forgiven.words];
  if (query.prefix) {
    const prefix = query.prefix;
    groups.push(forgiven.prefixWords ?? [...(await vocabulary())].filter((token) => token.startsWith(prefix)).slice(0, MAX_PREFIX_WORDS));
  }
  return groups.filter((group) => group.length > 0);
}
