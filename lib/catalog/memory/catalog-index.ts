import { Postings } from './postings';
import { hasSeveralTerms, skipOf, type CatalogQuery } from '../query';
import { Dictionary, Columns, FLAG } from './index-columns';
import { eachCandidate, eachPartialCandidate } from './index-search';
import { PROVINCE_BIT, provinceMask, provinceNames, type IndexEntry, type IndexHit } from './index-entry';
import { Slab } from './slab';

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

/**
 * The whole catalogue's filter fields in typed columns, its answers as UTF-8 in one buffer and its
 * words as sorted row lists, answering a page of a CatalogQuery without the database: newest first,
 * rows being numbered in createdAt order (a bulk load is sorted once; later products are appended).
 * Pure and synchronous.
 */
export class CatalogIndex {
  private columns = new Columns();
  private postings = new Postings();
  private rowById = new Map<string, number>();
  private ids: string[] = [];
  private payloads = new Slab((n) => new Uint8Array(n));
  private rowTokens = new Slab((n) => new Int32Array(n));
  private tokens = new Dictionary();
  private categories = new Dictionary();
  private sellers = new Dictionary();
  private currencies = new Dictionary();
  private sellerMasks: number[] = [];
  private loading = false;
  private topCache = new Map<string, IndexHit[]>();
  private sellerCountCache: Map<string, number> | null = null;

  /** Number of rows, deleted ones included. */
  get size(): number {
    return this.ids.length;
  }

  /** Insert or replace the product `entry.id`; a new product becomes the newest row. */
  upsert(entry: IndexEntry): void {
    let row = this.rowById.get(entry.id);
    if (row === undefined) {
      row = this.columns.append();
      this.rowById.set(entry.id, row);
      this.ids.push(entry.id);
    }
    this.columns.write(row, {
      createdAt: entry.createdAt,
      totalPrice: entry.totalPrice,
      points: entry.points,
      salesCount: entry.salesCount,
      // A hidden product is out of every read exactly as a deleted one: one flag serves both.
      flags:
        (entry.deleted || entry.hidden ? FLAG.deleted : 0) |
        (entry.promoted ? FLAG.promoted : 0) |
        (entry.fastDelivery ? FLAG.fast : 0) |
        (entry.possibleDiscount ? FLAG.discount : 0),
      category: this.categories.code(entry.categoryId),
      seller: this.sellers.code(entry.sellerId),
      currency: this.currencies.code(entry.currency),
      regions: provinceMask(entry.regions),
    });
    this.payloads.set(row, utf8.encode(entry.payload));
    this.retoken(row, entry.tokens);
    this.topCache.clear();
    this.sellerCountCache = null;
  }

  /** Bulk load: call `load` for every product in any order, then `finishLoad` once (sorts and indexes the words). */
  load(entry: IndexEntry): void {
    this.loading = true;
    this.upsert(entry);
  }

  /** End a bulk load: rows renumbered by (createdAt, id), then the word lists built in that order. */
  finishLoad(): void {
    const order = Int32Array.from(this.ids.keys());
    const created = this.columns.createdAt;
    order.sort((a, b) => created[a] - created[b] || (this.ids[a] < this.ids[b] ? -1 : 1));
    this.columns.permute(order);
    this.payloads.permute(order);
    this.rowTokens.permute(order);
    this.ids = Array.from(order, (old) => this.ids[old]);
    this.ids.forEach((id, row) => this.rowById.set(id, row));
    this.loading = false;
    for (let row = 0; row < this.size; row++) this.postings.add(row, this.tokensOf(row));
    this.postings.trim();
    this.payloads.trim();
    this.rowTokens.trim();
  }

  /** Record the provinces a seller delivers to (deliveryCosts with available: true). */
  setSellerProvinces(sellerId: string, provinces: readonly string[]): void {
    this.sellerMasks[this.sellers.code(sellerId)] = provinceMask(provinces);
    this.topCache.clear();
  }

  /** The stored answer and seller of a visible product, or undefined when missing or deleted. */
  get(id: string): IndexHit | undefined {
    const row = this.rowById.get(id);
    if (row === undefined || this.columns.flag(row, FLAG.deleted)) return undefined;
    return this.hit(row);
  }

  /** True when the index holds a row for `id` (deleted or not). */
  has(id: string): boolean {
    return this.rowById.has(id);
  }

  /**
   * The page of `query`: stored answers and sellers, newest first. When no product holds every word
   * of a search of several, those holding the most of them, rather than nothing.
   */
  search(query: CatalogQuery): IndexHit[] {
    const matches = this.predicate(query);
    if (!matches) return [];
    const rows = this.pageOf(query, matches, eachCandidate);
    const partial =
      !rows.length && hasSeveralTerms(query) && (query.page === 1 || !this.pageOf({ ...query, page: 1, limit: 1 }, matches, eachCandidate).length);
    return (partial ? this.pageOf(query, matches, eachPartialCandidate) : rows).map((row) => this.hit(row));
  }

  private pageOf(query: CatalogQuery, matches: (row: number) => boolean, walk: typeof eachCandidate): number[] {
    const skip = skipOf(query);
    const rows: number[] = [];
    let seen = 0;
    walk(this.postings, this.size, query, (row) => {
      if (!matches(row)) return true;
      if (seen++ >= skip) rows.push(row);
      return rows.length < query.limit;
    });
    return rows;
  }

  /** The `limit` visible products offered in `region` (all when undefined) with the most sales; cached until the next write. */
  topSellers(region: string | undefined, limit: number): IndexHit[] {
    const key = `${region ?? ''}\u0000${limit}`;
    let hits = this.topCache.get(key);
    if (!hits) {
      hits = this.rankBySales(this.regionTest(region), limit).map((row) => this.hit(row));
      this.topCache.set(key, hits);
    }
    return hits;
  }

  /** Number of visible products of each seller that has one; cached until the next write. */
  sellerCounts(): ReadonlyMap<string, number> {
    if (!this.sellerCountCache) {
      const counts = new Map<string, number>();
      for (let row = 0; row < this.size; row++) {
        if (this.columns.flag(row, FLAG.deleted)) continue;
        const seller = this.sellers.value(this.columns.seller[row]);
        counts.set(seller, (counts.get(seller) ?? 0) + 1);
      }
      this.sellerCountCache = counts;
    }
    return this.sellerCountCache;
  }

  /**
   * Every row as an entry again, oldest first (what the snapshot file keeps). A hidden row comes back
   * as deleted: one flag serves both. Rows added while iterating are not visited.
   */
  *entries(): Generator<IndexEntry> {
    const c = this.columns;
    for (let row = 0, size = this.size; row < size; row++) {
      yield {
        id: this.ids[row],
        createdAt: c.createdAt[row],
        deleted: c.flag(row, FLAG.deleted),
        promoted: c.flag(row, FLAG.promoted),
        fastDelivery: c.flag(row, FLAG.fast),
        possibleDiscount: c.flag(row, FLAG.discount),
        categoryId: this.categories.value(c.category[row]),
        sellerId: this.sellers.value(c.seller[row]),
        regions: provinceNames(c.regions[row]),
        currency: this.currencies.value(c.currency[row]),
        totalPrice: c.totalPrice[row],
        points: c.points[row],
        salesCount: c.salesCount[row],
        tokens: this.tokensOf(row),
        payload: this.hit(row).payload,
      };
    }
  }

  /** Rows, distinct tokens, token entries and the bytes of the typed storage (strings and maps not counted). */
  stats(): { rows: number; tokens: number; entries: number; storageBytes: number } {
    const postings = this.postings.stats();
    const storageBytes = postings.bytes + this.columns.bytes + this.payloads.bytes + this.rowTokens.bytes;
    return { rows: this.size, tokens: postings.tokens, entries: postings.entries, storageBytes };
  }

  private hit(row: number): IndexHit {
    return { payload: fromUtf8.decode(this.payloads.get(row)), sellerId: this.sellers.value(this.columns.seller[row]) };
  }

  private tokensOf(row: number): string[] {
    return Array.from(this.rowTokens.get(row), (code) => this.tokens.value(code));
  }

  private retoken(row: number, tokens: readonly string[]): void {
    const codes = Int32Array.from(tokens, (token) => this.tokens.code(token));
    const old = this.rowTokens.get(row);
    // Most writes (views, stock, availability) keep the words: leave the lists and their caches alone.
    if (old.length === codes.length && old.every((code, i) => code === codes[i])) return;
    if (!this.loading) {
      this.postings.remove(row, this.tokensOf(row));
      this.postings.add(row, tokens);
    }
    this.rowTokens.set(row, codes);
  }

  private rankBySales(inRegion: (row: number) => boolean, limit: number): number[] {
    const { salesCount: sales } = this.columns;
    const top: number[] = [];
    for (let row = this.size - 1; row >= 0; row--) {
      if (this.columns.flag(row, FLAG.deleted) || !inRegion(row)) continue;
      if (top.length === limit && sales[row] <= sales[top[limit - 1]]) continue;
      let at = top.length;
      while (at > 0 && sales[top[at - 1]] < sales[row]) at--;
      top.splice(at, 0, row);
      if (top.length > limit) top.pop();
    }
    return top;
  }

  private regionTest(region: string | undefined): (row: number) => boolean {
    if (region === undefined) return () => true;
    const bit = PROVINCE_BIT.get(region) ?? 0;
    const { regions, seller } = this.columns;
    return (row) => (regions[row] === 0 ? ((this.sellerMasks[seller[row]] ?? 0) & bit) !== 0 : (regions[row] & bit) !== 0);
  }

  /** The row test of every non-text filter, or null when one of them can match nothing. */
  private predicate(q: CatalogQuery): ((row: number) => boolean) | null {
    const c = this.columns;
    const need = FLAG.deleted | (q.promotedOnly ? FLAG.promoted : 0) | (q.fastDelivery ? FLAG.fast : 0) | (q.possibleDiscount ? FLAG.discount : 0);
    const want = need & ~FLAG.deleted;
    const category = q.categoryId === undefined ? -1 : this.categories.find(q.categoryId);
    const seller = q.sellerId === undefined ? -1 : this.sellers.find(q.sellerId);
    const currency = q.currency === undefined ? -1 : this.currencies.find(q.currency);
    if (category === undefined || seller === undefined || currency === undefined) return null;
    const excluded = q.excludeId === undefined ? -1 : (this.rowById.get(q.excludeId) ?? -1);
    const inRegion = this.regionTest(q.region);
    const [minPrice, maxPrice] = [q.minPrice ?? -Infinity, q.maxPrice ?? Infinity];
    const [minPoints, maxPoints] = [q.minPoints ?? -Infinity, q.maxPoints ?? Infinity];
    return (row) =>
      (c.flags[row] & need) === want &&
      (category < 0 || c.category[row] === category) &&
      (seller < 0 || c.seller[row] === seller) &&
      (currency < 0 || c.currency[row] === currency) &&
      c.totalPrice[row] >= minPrice &&
      c.totalPrice[row] <= maxPrice &&
      c.points[row] >= minPoints &&
      c.points[row] <= maxPoints &&
      row !== excluded &&
      inRegion(row);
  }
}
