import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { Product, type LeanProduct } from '@/models/Product';
import type { ImportRates } from '../../pricing/import-cost';
import { CatalogIndex } from './catalog-index';
import type { IndexEntry, IndexHit } from './index-entry';
import type { ProductDto } from '../dto';
import { decodeBody, encodeBody } from './payload-codec';
import { toProductBody, withSeller } from '../product-dto';
import { loadAllSellers, loadSellers, sellerOrUnknown, type SellerInfo } from '../sellers';
import { searchTokens } from '../search-text';
import { readSnapshot, SNAPSHOT_VERSION, type SnapshotStamp } from './snapshot';

/** How often the sellers' public fields and delivery provinces are re-read, in milliseconds. */
export const SELLER_REFRESH_MS = 5 * 60 * 1000;
/** How long an id the database did not have is answered as missing without asking again. */
export const MISS_TTL_MS = 60 * 1000;
const MAX_MISSES = 10_000;
/**
 * How far before a snapshot's time the catch-up reads: a write stamps updatedAt before its round
 * trip to the database, and may reach the index only after the snapshot's walk passed its row.
 */
export const CATCH_UP_MARGIN_MS = 5 * 60 * 1000;

/** The index entry of a product document: filter fields plus its answer (without seller) as JSON. */
export function entryOf(doc: LeanProduct, rates: ImportRates): IndexEntry {
  const body = toProductBody(doc, rates);
  return {
    id: body._id,
    createdAt: new Date(doc.createdAt).getTime(),
    deleted: Boolean(doc.deleted),
    hidden: Boolean(doc.hidden),
    promoted: body.promoted,
    fastDelivery: body.fastDelivery,
    possibleDiscount: body.possibleDiscount,
    categoryId: body.category._id,
    sellerId: String(doc.user),
    regions: doc.regions ?? [],
    currency: (doc.currency ?? 'USD').toUpperCase(),
    totalPrice: body.totalPrice,
    points: body.points,
    salesCount: doc.salesCount ?? 0,
    // Always derived here from the texts, so the index never depends on how a writer filled searchTokens.
    tokens: searchTokens(body.name, body.description),
    payload: encodeBody(body),
  };
}

/** One product with every field set, whose entry fingerprints the code and rates that make entries. */
const REFERENCE_PRODUCT = {
  _id: new Types.ObjectId('000000000000000000000001'),
  name: 'Cámara Ñandú',
  description: 'Lente 50 mm, batería',
  price: 12.34,
  category: { _id: new Types.ObjectId('000000000000000000000002'), name: 'Fotografía' },
  user: new Types.ObjectId('000000000000000000000003'),
  mainImageUrl: '/a.jpg',
  secondaryImagesUrl: ['/b.jpg'],
  available: true,
  availableCount: 3,
  maxCount: 2,
  availableCountByTags: [{ size: 'M', color: 'rojo', availableCount: 1 }],
  fastDelivery: true,
  promoted: true,
  possibleDiscount: true,
  shippingBySea: true,
  weight: 1.5,
  large: 10,
  height: 20,
  width: 30,
  isManualImportCost: false,
  importCost: 0,
  viewsCount: 7,
  salesCount: 2,
  points: 5,
  distributor: { name: 'Distribuidora' },
  deleted: false,
  hidden: false,
  regions: ['La Habana'],
  currency: 'usd',
  totalPrice: 0,
  deliveryCalendar: {
    allowed: true,
    minHoursTime: 2,
    maxHoursTime: 48,
    minTime: { hours: 8, minutes: 30, ampm: 'AM' },
    maxTime: { hours: 5, minutes: 0, ampm: 'PM' },
  },
  createdAt: new Date(Date.UTC(2024, 0, 2, 3, 4, 5)),
} as unknown as LeanProduct;

/** The stamp a snapshot of `database` must carry to be read with these rates and this code. */
export function snapshotStamp(database: string, rates: ImportRates): SnapshotStamp {
  const fingerprint = createHash('sha256')
    .update(`${SNAPSHOT_VERSION}\n${JSON.stringify(entryOf(REFERENCE_PRODUCT, rates))}`)
    .digest('hex');
  return { database, fingerprint };
}

/**
 * The memory engine: the whole catalogue in a CatalogIndex plus the sellers' public fields,
 * answering list, search, top-seller and detail reads with no database round trip. Every product
 * write reaches `noteWritten` through lib/catalog/product-writes.ts.
 */
export class CatalogStore {
  private sellersLoadedAt = Date.now();
  private refreshing: Promise<void> | null = null;
  private misses = new Map<string, number>();

  constructor(
    readonly index: CatalogIndex,
    private sellers: Map<string, SellerInfo>,
    private readonly rates: ImportRates,
  ) {
    for (const [id, info] of sellers) index.setSellerProvinces(id, info.provinces);
  }

  /** Read the whole catalogue (one streamed pass) and the sellers into a new store. */
  static async build(rates: ImportRates): Promise<CatalogStore> {
    const index = new CatalogIndex();
    for await (const doc of Product.find({}).lean<LeanProduct[]>().cursor({ batchSize: 1000 })) index.load(entryOf(doc, rates));
    index.finishLoad();
    return new CatalogStore(index, await loadAllSellers(), rates);
  }

  /**
   * A store from the snapshot `file`, brought up to date with the products written since (an
   * indexed updatedAt range); null, with the reason logged, when the file is missing, refused, or
   * the product count disagrees afterwards (a product removed or added without updatedAt).
   */
  static async restore(rates: ImportRates, file: string, stamp: SnapshotStamp, marginMs = CATCH_UP_MARGIN_MS): Promise<CatalogStore | null> {
    const started = Date.now();
    const index = new CatalogIndex();
    const [snapshot, sellers] = await Promise.all([readSnapshot(file, index, stamp), loadAllSellers()]);
    if ('refused' in snapshot) {
      console.warn(`[catálogo] instantánea ${file} no usada: ${snapshot.refused}`);
      return null;
    }
    const since = new Date(snapshot.takenAt - marginMs);
    // Loaded before finishLoad, so a product created meanwhile takes its place in createdAt order.
    let changed = 0;
    for await (const doc of Product.find({ updatedAt: { $gte: since } })
      .lean<LeanProduct[]>()
      .cursor({ batchSize: 1000 })) {
      index.load(entryOf(doc, rates));
      changed++;
    }
    index.finishLoad();
    const count = await Product.countDocuments({});
    if (count !== index.size) {
      console.warn(`[catálogo] instantánea ${file} no usada: ${index.size} filas frente a ${count} productos`);
      return null;
    }
    console.log(`[catálogo] índice desde la instantánea: ${index.size} productos, ${changed} releídos, en ${Date.now() - started} ms`);
    return new CatalogStore(index, sellers, rates);
  }

  /** Take a product's new state (after create, edit or any guarded update) into the index. */
  noteWritten(doc: LeanProduct): void {
    this.index.upsert(entryOf(doc, this.rates));
  }

  /** Record a seller's new public fields and provinces (or learn a seller not seen yet). */
  noteSeller(info: SellerInfo): void {
    this.sellers.set(info.seller._id, info);
    this.index.setSellerProvinces(info.seller._id, info.provinces);
  }

  /**
   * A visible product by id, or null. An id the index lacks (written by another process since the
   * build) is read from the database once; a miss is remembered for a minute, since on FerretDB
   * every read by id scans the table (scripts/server/ferretdb/UPSTREAM.md).
   */
  async product(id: string): Promise<ProductDto | null> {
    if (!this.index.has(id) && (this.misses.get(id) ?? 0) < Date.now()) {
      const doc = await Product.findById(id).lean<LeanProduct>();
      if (doc) this.noteWritten(doc);
      else this.rememberMiss(id);
    }
    const hit = this.index.get(id);
    return hit ? (await this.answers([hit]))[0] : null;
  }

  private rememberMiss(id: string): void {
    if (this.misses.size >= MAX_MISSES) this.misses.clear();
    this.misses.set(id, Date.now() + MISS_TTL_MS);
  }

  /** Join stored answers with their sellers; unknown sellers are read once and kept. */
  async answers(hits: readonly IndexHit[]): Promise<ProductDto[]> {
    this.refreshSellersWhenOld();
    const missing = hits.map((hit) => hit.sellerId).filter((id) => !this.sellers.has(id));
    if (missing.length) for (const { seller, provinces } of (await loadSellers(missing)).values()) this.noteSeller({ seller, provinces });
    return hits.map((hit) => withSeller(decodeBody(hit.payload), sellerOrUnknown(this.sellers, hit.sellerId)));
  }

  /** Re-read the sellers in the background when the copy is older than SELLER_REFRESH_MS. */
  private refreshSellersWhenOld(): void {
    if (this.refreshing || Date.now() - this.sellersLoadedAt < SELLER_REFRESH_MS) return;
    this.refreshing = loadAllSellers()
      .then((sellers) => {
        for (const info of sellers.values()) this.noteSeller(info);
        this.sellersLoadedAt = Date.now();
      })
      .catch((error: unknown) => console.error('[catalog] no se pudieron releer los vendedores:', error))
      .finally(() => (this.refreshing = null));
  }
}
