import { RowList, type Postings, type PrefixTerm } from './postings';
import { forgivingPrefixWords, forgivingWords } from '../typo-match';

/** Candidate rows of the text terms of a query, newest first (pure). */

/**
 * Visit the rows holding every whole word and some token starting with the prefix, newest first
 * (rows are numbered in createdAt order), until `visit` answers false. The rarest word drives the
 * walk (a prefix's lists merged into one when small); otherwise every row is tested.
 */
export function eachCandidate(
  postings: Postings,
  size: number,
  terms: { words: readonly string[]; prefix?: string },
  visit: (row: number) => boolean,
): void {
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

/** The rows of a word, or of the known words one typo away from it (5+ letters); undefined when none. */
function forgivingRows(postings: Postings, word: string): RowList | undefined {
  const known = (token: string) => (postings.rows(token)?.length ?? 0) > 0;
  const lists = forgivingWords(word, postings.tokens(), known).map((token) => postings.rows(token)!);
  if (!lists.length) return undefined;
  return lists.length === 1 ? lists[0] : RowList.union(lists);
}

/** The rows of a prefix; when no token starts with it, those of the tokens a one-typo prefix begins. */
function forgivingPrefix(postings: Postings, prefix: string, size: number): PrefixTerm {
  const exact = postings.prefixTerm(prefix, size);
  if (!exact.none) return exact;
  const lists = forgivingPrefixWords(prefix, postings.tokens()).flatMap((token) => postings.rows(token) ?? []).filter((list) => list.length);
  return lists.length ? { list: RowList.union(lists) } : exact;
}
