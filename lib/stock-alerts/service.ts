import '#server-only';
import { Types } from 'mongoose';
import { connectDb, isDuplicateKey } from '../db';
import { AppError } from '../errors';
import { messages } from '../messages';
import type { Viewer } from '../auth/guard';
import { guardedUpdate, updateById } from '../guarded-write';
import { sendMail } from '../mail/transport';
import { pushToUser } from '../push/web-push';
import { siteUrl } from '../seo/site-url';
import type { ProvinceDeliveryCost } from '../cart/delivery-cost';
import { Product } from '@/models/Product';
import { StockAlert } from '@/models/StockAlert';
import { User } from '@/models/User';
import { alertZone, deliversTo, isInStock, type StockState } from './rules';
import type { StockAlertInput } from './schemas';
import { isObjectIdText } from '../ids';
import { globalSlot } from '../global-slot';

const s = messages.stockAlert;

/** What the product page shows: whether the viewer waits for this product, and how. */
export type StockAlertState = { subscribed: boolean; channel?: 'email' | 'push' };

/** How often the list of products with waiting alerts is re-read (other processes' subscriptions). */
export const WATCHED_REFRESH_MS = 60 * 1000;

type Slot = { watched?: Set<string>; loadedAt: number; loading?: Promise<Set<string>> };
const slot = globalSlot<Slot>('__importaStockAlerts', () => ({ loadedAt: 0 }));

/**
 * Products with at least one alert still waiting, kept in memory so that the many product writes
 * without alerts (views, sales, edits) cost no query: FerretDB scans a whole table per query.
 */
async function watchedProducts(): Promise<Set<string>> {
  if (slot.watched && Date.now() - slot.loadedAt < WATCHED_REFRESH_MS) return slot.watched;
  slot.loading ??= (async () => {
    const ids = (await StockAlert.distinct('productId', { notifiedAt: null })) as Types.ObjectId[];
    slot.watched = new Set(ids.map(String));
    slot.loadedAt = Date.now();
    return slot.watched;
  })().finally(() => (slot.loading = undefined));
  return slot.watched ?? slot.loading;
}

/** Forget the watched products (tests). */
export function resetStockAlertCache(): void {
  slot.watched = undefined;
  slot.loadedAt = 0;
}

function checkedId(id: string): string {
  if (!isObjectIdText(id)) throw new AppError('notFound');
  return id;
}

/** POST /api/stockAlerts: the viewer waits for a sold-out product, by e-mail or push, for their delivery zone. */
export async function subscribeStockAlert(viewer: Viewer, input: StockAlertInput): Promise<StockAlertState> {
  const productId = checkedId(input.productId);
  await connectDb();
  const product = await Product.findById(productId, 'available availableCount deleted hidden').lean();
  if (!product || product.deleted || (product as StockState).hidden) throw new AppError('notFound');
  if (isInStock(product as StockState)) throw new AppError('validation', { message: s.notSoldOut });
  const user = await User.findById(viewer._id, 'region municipality deliveryAddresses').lean();
  const zone = alertZone(user ?? {});
  if (!zone.municipality) throw new AppError('validation', { message: s.noMunicipality });
  const fields = { ...zone, channel: input.channel, notifiedAt: null };
  const existing = await StockAlert.findOne({ productId, userId: viewer._id }, '_id').lean();
  if (existing) await updateById(StockAlert, existing._id, { $set: fields });
  else {
    try {
      await StockAlert.create({ productId, userId: viewer._id, ...fields });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error; // a double tap: the other request made it
    }
  }
  (await watchedProducts()).add(productId);
  return { subscribed: true, channel: input.channel };
}

/** DELETE /api/stockAlerts?productId=: the viewer stops waiting for the product. */
export async function unsubscribeStockAlert(viewer: Viewer, productId: string): Promise<StockAlertState> {
  await connectDb();
  await StockAlert.deleteOne({ productId: checkedId(productId), userId: viewer._id });
  return { subscribed: false };
}

/** GET /api/stockAlerts?productId=: whether the viewer waits for the product (an alert already sent does not count). */
export async function stockAlertState(viewer: Viewer, productId: string): Promise<StockAlertState> {
  await connectDb();
  const alert = await StockAlert.findOne({ productId: checkedId(productId), userId: viewer._id, notifiedAt: null }, 'channel').lean();
  return alert ? { subscribed: true, channel: alert.channel as 'email' | 'push' } : { subscribed: false };
}

type RestockedProduct = StockState & { _id: Types.ObjectId; name: string; user: Types.ObjectId; regions?: string[] | null };

async function send(alert: { userId: Types.ObjectId; channel?: string | null }, product: RestockedProduct): Promise<void> {
  const url = `${siteUrl()}/products/detail/${String(product._id)}`;
  if (alert.channel === 'push') {
    const pushed = await pushToUser(String(alert.userId), { title: s.pushTitle, body: s.mailSubject(product.name), url });
    if (pushed.sent > 0) return; // else (no subscription left on any device) fall back to e-mail
  }
  const user = await User.findById(alert.userId, 'email').lean();
  if (!user?.email) return;
  const text = [messages.mail.greeting, '', s.mailBody(product.name), '', `${s.open}: ${url}`].join('\n');
  await sendMail({ to: user.email, subject: s.mailSubject(product.name), text });
}

/**
 * A product came back in stock: every waiting alert whose zone the seller delivers to is claimed
 * by a guarded update of notifiedAt (null → now), so two restocks, two writers or two processes
 * never send it twice, and then sent. Alerts for zones the seller does not serve keep waiting.
 * Answers how many were sent.
 */
export async function notifyRestocked(product: RestockedProduct, now = new Date()): Promise<number> {
  if (!isInStock(product)) return 0;
  const alerts = await StockAlert.find({ productId: product._id, notifiedAt: null }).lean();
  if (!alerts.length) {
    slot.watched?.delete(String(product._id));
    return 0;
  }
  const seller = await User.findById(product.user, 'deliveryCosts').lean();
  const costs = (seller?.deliveryCosts ?? []) as ProvinceDeliveryCost[];
  let sent = 0;
  for (const alert of alerts) {
    if (!deliversTo({ region: alert.region ?? '', municipality: alert.municipality ?? '' }, product.regions ?? [], costs)) continue;
    const claimed = await guardedUpdate(StockAlert, alert._id, { notifiedAt: null }, { $set: { notifiedAt: now } });
    if (!claimed) continue;
    try {
      await send(alert, product);
      sent++;
    } catch (error) {
      console.error('[stock-alerts] aviso no enviado:', error);
    }
  }
  return sent;
}

/** Waiting notifications started by product writes, so tests (and shutdown) can wait for them. */
const inFlight = new Set<Promise<unknown>>();

/** Resolve once every notification started so far has finished. */
export async function settleStockAlerts(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

/**
 * A guarded write's listener (lib/write-listeners.ts): every product write (seller edit,
 * availability switch, stock given back by a cancelled order) passes through the guarded writes,
 * and a product in stock with waiting alerts notifies them.
 */
export function notifyIfRestocked(modelName: string, doc: unknown): void {
  if (modelName !== 'Product' || !isInStock(doc as StockState)) return;
  const product = doc as RestockedProduct;
  const task = watchedProducts()
    .then((watched) => (watched.has(String(product._id)) ? notifyRestocked(product) : 0))
    .catch((error: unknown) => console.error('[stock-alerts] no se pudo revisar el producto repuesto:', error))
    .finally(() => inFlight.delete(task));
  inFlight.add(task);
}
