/** Lower-case, accent-free text: 'Café TELEVISOR' → 'cafe televisor'. The ñ is kept apart from n. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ñ/g, '\u0000')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u0000/g, 'ñ');
}

/**
 * The word of Product.searchTokens that every name matching `search` at a word's start (the admin's
 * accent- and case-insensitive search, lib/account/search-pattern.ts) has a token starting with:
 * the search's leading run of letters and digits, folded. Undefined when the search does not start
 * with one of at least 2 characters (single letters are not kept as tokens).
 */
export function leadingToken(search: string): string | undefined {
  const run = LEADING_WORD.exec(foldText(search.trim()))?.[0];
  return run && run.length >= TOKEN_MIN_LENGTH ? run : undefined;
}

/** Distinct folded words of at least 2 characters, as stored in Product.searchTokens. */
export function searchTokens(...texts: string[]): string[] {
  const words = foldText(texts.join(' ')).split(NOT_WORD);
  return [...new Set(words.filter((word) => word.length >= TOKEN_MIN_LENGTH))];
}

// A token is a run of these folded characters, of at least TOKEN_MIN_LENGTH of them.
const LEADING_WORD = /^[a-z0-9ñ]+/;
const NOT_WORD = /[^a-z0-9ñ]+/;
const TOKEN_MIN_LENGTH = 2;
