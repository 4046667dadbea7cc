import { RowList, type Postings, type PrefixTerm } from './postings';
import { forgivingPrefixWords, forgivingWords } from '../typo-match';
import { wordAlternatives } from '../synonyms';

/** Candidate rows of the text terms of a query, newest first (pure). */

/**
 * Visit the rows holding every whole word and some token starting with the prefix, newest first
 * (rows are numbered in createdAt order), until `visit` answers false. The rarest word drives the
 * walk (a prefix's lists merged into one when small); otherwise every row is tested.
 */
export function eachCandidate(postings: Postings, size: number, terms: { words: readonly string[]; prefix?: string }, visit: (row: number) => boolean): void {
  const words: RowList[] = [];
  for (const word of terms.words) {
    const list = forgivingRows(postings, word);
    if (!list) return;
    words.push(list);
  }
  const prefix = terms.prefix === undefined ? {} : forgivingPrefix(postings, terms.prefix, size);
  if (prefix.none) return;
  if (prefix.list) words.push(prefix.list);
  words.sort((a, b) => a.length - b.length);
  const inPrefix = prefix.test ?? (() => true);
  const [driver, ...others] = words;
  // `next` answers false only when `visit` wants no more rows; a row that is not a candidate is skipped.
  const next = (row: number) => !(inPrefix(row) && others.every((list) => list.has(row))) || visit(row);
  if (driver) {
    for (let i = driver.length - 1; i >= 0; i--) if (!next(driver.at(i))) return;
  } else {
    for (let row = size - 1; row >= 0; row--) if (!next(row)) return;
  }
}

/**
 * The rows of a word, its other forms and synonyms ('telefono' → celular…); when none of them is a
 * known word, those of the known words one typo away from it (5+ letters); undefined when none.
 */
function forgivingRows(postings: Postings, word: string): RowList | undefined {
  const known = (token: string) => (postings.rows(token)?.length ?? 0) > 0;
  const alternatives = wordAlternatives(word).filter(known);
  return postings.anyOf(alternatives.length ? alternatives : forgivingWords(word, postings.tokens(), known));
}

/**
 * The rows of a prefix, and of the synonyms of the word it already is ('telefono' being typed finds
 * the phones listed as 'celular'); when nothing fits, those of the tokens a one-typo prefix begins.
 */
function forgivingPrefix(postings: Postings, prefix: string, size: number): PrefixTerm {
  const exact = postings.prefixTerm(prefix, size);
  const synonyms = postings.anyOf(wordAlternatives(prefix).filter((token) => !token.startsWith(prefix)));
  if (synonyms) {
    if (exact.none) return { list: synonyms };
    if (exact.list) return { list: RowList.union([exact.list, synonyms]) };
    const inPrefix = exact.test!;
    return { test: (row) => inPrefix(row) || synonyms.has(row) };
  }
  if (!exact.none) return exact;
  const lists = forgivingPrefixWords(prefix, postings.tokens())
    .flatMap((token) => postings.rows(token) ?? [])
    .filter((list) => list.length);
  return lists.length ? { list: RowList.union(lists) } : exact;
}

// One buffer of per-row counts, reused: a search answers synchronously, so no two use it at once.
let scratchCounts = new Uint8Array(0);
function countsOfSize(size: number): Uint8Array {
  if (scratchCounts.length < size) scratchCounts = new Uint8Array(Math.max(size, scratchCounts.length * 2));
  else scratchCounts.fill(0, 0, size);
  return scratchCounts;
}

/**
 * When no row holds every term: visit the rows holding some of them, most terms first, newest
 * first among equals, until `visit` answers false ('zapatos nike' with no Nike shoes: the shoes
 * and the Nike products, before nothing). One count per row, then one pass per count.
 */
export function eachPartialCandidate(
  postings: Postings,
  size: number,
  terms: { words: readonly string[]; prefix?: string },
  visit: (row: number) => boolean,
): void {
  const counts = countsOfSize(size);
  const lists = terms.words.map((word) => forgivingRows(postings, word));
  const prefix = terms.prefix === undefined ? {} : forgivingPrefix(postings, terms.prefix, size);
  if (prefix.list) lists.push(prefix.list);
  let most = 0;
  for (const list of lists) {
    if (!list) continue;
    most++;
    for (let i = 0; i < list.length; i++) counts[list.at(i)]++;
  }
  if (prefix.test) {
    most++;
    for (let row = 0; row < size; row++) if (prefix.test(row)) counts[row]++;
  }
  for (let count = most; count >= 1; count--) {
    for (let row = size - 1; row >= 0; row--) if (counts[row] === count && !visit(row)) return;
  }
}
