import type { Postings, RowList } from './postings';

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
    const list = postings.rows(word);
    if (!list || !list.length) return;
    words.push(list);
  }
  const prefix = terms.prefix === undefined ? {} : postings.prefixTerm(terms.prefix, size);
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
