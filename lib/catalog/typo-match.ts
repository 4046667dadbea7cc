/** Typo tolerance of the catalogue search (pure): one edit in words of 5 letters or more. */

/** Shortest folded word (or prefix) that may carry one typo; shorter words must match exactly. */
export const TYPO_MIN_LENGTH = 5;
/** Most vocabulary words one typo'd word expands into (a bound on the query's size). */
export const MAX_EXPANSIONS = 20;

/**
 * True when `a` becomes `b` by at most one insertion, deletion, substitution or swap of two
 * neighbouring letters ('televsor' ~ 'televisor', 'telveisor' ~ 'televisor'). Linear time.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.length - short.length > 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) {
    if (short.slice(i + 1) === long.slice(i + 1)) return true; // one substitution
    return short[i] === long[i + 1] && short[i + 1] === long[i] && short.slice(i + 2) === long.slice(i + 2); // one swap
  }
  return short.slice(i) === long.slice(i + 1); // one insertion
}

/** True when some beginning of `token` is within one edit of `prefix` ('televs' starts 'televisor'). */
export function startsWithinOneEdit(prefix: string, token: string): boolean {
  for (const length of [prefix.length - 1, prefix.length, prefix.length + 1]) {
    if (length > 0 && length <= token.length && withinOneEdit(prefix, token.slice(0, length))) return true;
  }
  return false;
}

/**
 * The known words a typed word may stand for: itself when known, else (5+ letters) the words of
 * `vocabulary` within one edit, at most MAX_EXPANSIONS of them; [] when nothing fits.
 */
export function forgivingWords(word: string, vocabulary: Iterable<string>, isKnown: (word: string) => boolean): string[] {
  if (isKnown(word)) return [word];
  if (word.length < TYPO_MIN_LENGTH) return [];
  return nearby(vocabulary, (token) => withinOneEdit(word, token));
}

/** The words of `vocabulary` that a mistyped prefix (5+ letters) may begin; [] for a shorter prefix. */
export function forgivingPrefixWords(prefix: string, vocabulary: Iterable<string>): string[] {
  if (prefix.length < TYPO_MIN_LENGTH) return [];
  return nearby(vocabulary, (token) => startsWithinOneEdit(prefix, token));
}

function nearby(vocabulary: Iterable<string>, fits: (token: string) => boolean): string[] {
  const found: string[] = [];
  for (const token of vocabulary) {
    if (fits(token)) found.push(token);
    if (found.length === MAX_EXPANSIONS) break;
  }
  return found;
}
