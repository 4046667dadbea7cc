/** Sorted lists of row numbers per search token, and the sorted vocabulary for prefix look-ups (pure, in memory). */

/** A growable ascending list of row numbers in an Int32Array (no per-element garbage for the collector). */
export class RowList {
  private data = new Int32Array(4);
  length = 0;

  /** A list holding the rows of all `lists` once each (their union, sorted). */
  static union(lists: readonly RowList[]): RowList {
    const rows = new Int32Array(lists.reduce((n, list) => n + list.length, 0));
    let at = 0;
    for (const list of lists) {
      rows.set(list.data.subarray(0, list.length), at);
      at += list.length;
    }
    rows.sort();
    const union = new RowList();
    union.data = rows;
    union.length = rows.length ? 1 : 0;
    for (let i = 1; i < rows.length; i++) if (rows[i] !== rows[union.length - 1]) rows[union.length++] = rows[i];
    return union;
  }

  /** The row at position `i` (0 ≤ i < length). */
  at(i: number): number {
    return this.data[i];
  }

  /** Add `row`, keeping the order; a row already present is not added twice. */
  insert(row: number): void {
    const at = this.lowerBound(row);
    if (at < this.length && this.data[at] === row) return;
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data.copyWithin(at + 1, at, this.length);
    this.data[at] = row;
    this.length++;
  }

  /** Remove `row` when present. */
  remove(row: number): void {
    const at = this.lowerBound(row);
    if (at >= this.length || this.data[at] !== row) return;
    this.data.copyWithin(at, at + 1, this.length);
    this.length--;
  }

  /** True when `row` is in the list (binary search). */
  has(row: number): boolean {
    const at = this.lowerBound(row);
    return at < this.length && this.data[at] === row;
  }

  /** First position whose row is ≥ `row`. */
  private lowerBound(row: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.data[mid] < row) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Give back the buffer's unused tail (after a bulk load). */
  trim(): void {
    this.data = this.data.slice(0, Math.max(4, this.length));
  }

  /** Bytes held by the list's buffer. */
  get bytes(): number {
    return this.data.byteLength;
  }
}

/** Above this share of the rows, a prefix's lists are tested through a bitmap instead of merged into one list. */
const MERGE_SHARE = 0.25;
/** Prefix answers kept until the next change of the lists (typing repeats prefixes). */
const PREFIX_CACHE = 256;

/** The rows of a prefix: none, one sorted list to walk, or a membership test over a bitmap. */
export type PrefixTerm = { none?: true; list?: RowList; test?: (row: number) => boolean };

/** token → rows containing it, plus the tokens in sorted order for prefix ranges. */
export class Postings {
  private lists = new Map<string, RowList>();
  private sorted: string[] = [];
  private sortedValid = true;
  private prefixes = new Map<string, PrefixTerm>();
  private unions = new Map<string, RowList>();

  /** Index `row` under each token. */
  add(row: number, tokens: readonly string[]): void {
    this.prefixes.clear();
    this.unions.clear();
    for (const token of tokens) {
      let list = this.lists.get(token);
      if (!list) {
        list = new RowList();
        this.lists.set(token, list);
        this.sortedValid = false;
      }
      list.insert(row);
    }
  }

  /** Drop `row` from each token's list (empty lists stay: the token may come back). */
  remove(row: number, tokens: readonly string[]): void {
    this.prefixes.clear();
    this.unions.clear();
    for (const token of tokens) this.lists.get(token)?.remove(row);
  }

  /** The rows of one whole token, or undefined when no product has it. */
  rows(token: string): RowList | undefined {
    return this.lists.get(token);
  }

  /** Every token ever indexed (some may have no rows left), in no particular order. */
  tokens(): IterableIterator<string> {
    return this.lists.keys();
  }

  /**
   * The rows holding any of `tokens` (a word and its other forms or synonyms), undefined when none
   * does; kept until the next change of the lists, as a search is typed and paged again.
   */
  anyOf(tokens: readonly string[]): RowList | undefined {
    const key = tokens.join(' ');
    let union = this.unions.get(key);
    if (!union) {
      const lists = tokens.map((token) => this.lists.get(token)).filter((list): list is RowList => (list?.length ?? 0) > 0);
      if (!lists.length) return undefined;
      union = lists.length === 1 ? lists[0] : RowList.union(lists);
      if (this.unions.size >= PREFIX_CACHE) this.unions.clear();
      this.unions.set(key, union);
    }
    return union;
  }

  /** The row lists of every token starting with `prefix` (binary search over the sorted vocabulary). */
  withPrefix(prefix: string): RowList[] {
    const vocabulary = this.vocabulary();
    const lists: RowList[] = [];
    for (let i = lowerBound(vocabulary, prefix); i < vocabulary.length && vocabulary[i].startsWith(prefix); i++) {
      const list = this.lists.get(vocabulary[i]);
      if (list && list.length) lists.push(list);
    }
    return lists;
  }

  /** The rows having a token that starts with `prefix`: merged into one list when they are few, else a bitmap (cached). */
  prefixTerm(prefix: string, size: number): PrefixTerm {
    let term = this.prefixes.get(prefix);
    if (!term) {
      term = this.buildPrefixTerm(this.withPrefix(prefix), size);
      if (this.prefixes.size >= PREFIX_CACHE) this.prefixes.clear();
      this.prefixes.set(prefix, term);
    }
    return term;
  }

  private buildPrefixTerm(lists: readonly RowList[], size: number): PrefixTerm {
    if (!lists.length) return { none: true };
    if (lists.length === 1) return { list: lists[0] };
    const total = lists.reduce((n, list) => n + list.length, 0);
    if (total <= size * MERGE_SHARE) return { list: RowList.union(lists) };
    const marks = new Uint8Array(size);
    for (const list of lists) for (let i = 0; i < list.length; i++) marks[list.at(i)] = 1;
    return { test: (row) => marks[row] === 1 };
  }

  /** Give back the unused tails of every list (after a bulk load). */
  trim(): void {
    for (const list of this.lists.values()) list.trim();
  }

  /** Number of distinct tokens and of (token, row) pairs, and the bytes of the row buffers. */
  stats(): { tokens: number; entries: number; bytes: number } {
    let entries = 0;
    let bytes = 0;
    for (const list of this.lists.values()) {
      entries += list.length;
      bytes += list.bytes;
    }
    return { tokens: this.lists.size, entries, bytes };
  }

  private vocabulary(): string[] {
    if (!this.sortedValid) {
      this.sorted = [...this.lists.keys()].sort();
      this.sortedValid = true;
    }
    return this.sorted;
  }
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid] < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
