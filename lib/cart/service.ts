import { Types } from 'mongoose';
import { connectDb } from '../db';
import { AppError } from '../errors';
import type { Viewer } from '../auth/guard';
import { rewriteUser } from '../account/user-write';
import type { LeanUser } from '../account/dto';
import type { ProductDto } from '../catalog/dto';
import { toProductDtos } from '../catalog/service';
import type { SizeKind } from '../catalog/reference';
import { validateDeliveryChoice, type CalendarSettings, type ClockTime } from '../delivery/calendar';
import { checkQuantity, type LimitCheck, type LimitCode, type LimitProduct } from './limits';
import { cartPoints } from './points';
import type { ProvinceDeliveryCost } from './delivery-cost';
import { lineKey, type CartLineInput, type DeliveryChoiceInput, type UpdateCartInput } from './schemas';
import { Category } from '@/models/Category';
import { Product, type ProductDoc } from '@/models/Product';
import { User } from '@/models/User';

type LeanProduct = ProductDoc & { _id: Types.ObjectId; createdAt: Date };
/** A product as the cart rules read it; `calendar` is null when it has no delivery calendar. */
type LiveProduct = { doc: LeanProduct; limits: LimitProduct; calendar: CalendarSettings | null };
type Catalog = Map<string, LiveProduct>;
type Line = { product: string; count: number; size: string; color: string; deliveryCalendar?: DeliveryChoiceInput };

export type CartLineDto = { product: ProductDto; count: number; size: string; color: string; deliveryCalendar?: DeliveryChoiceInput };
/** The server-confirmed cart: lines with the product embedded for display, and the points it earns. */
export type CartDto = { products: CartLineDto[]; points: number };

/** The rule's refusal as the API's error (the rule's exact Spanish text). */
const LIMIT_ERRORS: Record<LimitCode, (check: { limit: number; message: string }) => AppError> = {
  invalidQuantity: () => new AppError('validation'),
  notAvailable: () => new AppError('notAvailable'),
  maxCountAdd: (c) => new AppError('maxCountAdd', { count: c.limit, message: c.message }),
  maxCountCart: (c) => new AppError('maxCountCart', { count: c.limit, message: c.message }),
  availableCount: (c) => new AppError('availableCount', { count: c.limit, message: c.message }),
  sizeColorCount: (c) => new AppError('sizeColorCount', { count: c.limit, message: c.message }),
};

function assertAllowed(check: LimitCheck): void {
  if (!check.ok) throw LIMIT_ERRORS[check.code](check);
}

function clock(time: { hours?: number | null; minutes?: number | null; ampm?: string | null } | null | undefined): ClockTime | null {
  if (!time || time.hours == null || time.minutes == null || (time.ampm !== 'AM' && time.ampm !== 'PM')) return null;
  return { hours: time.hours, minutes: time.minutes, ampm: time.ampm };
}

/** The live products among `ids` (not deleted, not hidden by the administration), with their category's size list. */
async function loadCatalog(ids: readonly string[]): Promise<Catalog> {
  const valid = [...new Set(ids.filter((id) => Types.ObjectId.isValid(id)))];
  if (valid.length === 0) return new Map();
  const docs = (await Product.find({ _id: { $in: valid }, deleted: { $ne: true }, hidden: { $ne: true } }).lean()) as LeanProduct[];
  const categories = await Category.find({ _id: { $in: docs.map((d) => d.category?._id) } }, 'sizeKind').lean();
  const sizeKinds = new Map(categories.map((c) => [String(c._id), (c.sizeKind ?? null) as SizeKind | null]));
  return new Map(docs.map((doc) => {
    const settings = doc.deliveryCalendar;
    const limits: LimitProduct = {
      fastDelivery: doc.fastDelivery, maxCount: doc.maxCount, availableCount: doc.availableCount, available: doc.available,
      availableCountByTags: doc.availableCountByTags, sizeKind: sizeKinds.get(String(doc.category?._id)) ?? null,
    };
    const calendar = settings?.allowed
      ? { minHoursTime: settings.minHoursTime, maxHoursTime: settings.maxHoursTime, minTime: clock(settings.minTime), maxTime: clock(settings.maxTime) }
      : null;
    return [String(doc._id), { doc, limits, calendar }];
  }));
}

function sameChoice(a: DeliveryChoiceInput | undefined, b: DeliveryChoiceInput | undefined): boolean {
  const fields = ['day', 'month', 'year', 'hours', 'minutes', 'ampm'] as const;
  return fields.every((f) => (a?.[f] ?? null) === (b?.[f] ?? null));
}

/**
 * A line is re-checked against the limits when its count grew (or it is the line the request adds
 * to), and against the calendar when it is new or its date changed. A line that only kept or
 * lowered its count stays even if stock fell below it: the cart shows it in red.
 */
function checkLine(line: Line, live: LiveProduct, stored: Line | undefined, productTotal: number, adds: boolean, now: Date): void {
  if (line.count > (stored?.count ?? 0) || adds) {
    assertAllowed(checkQuantity(live.limits, { total: line.count, context: 'cart', size: line.size, color: line.color }));
    if (productTotal > line.count) {
      assertAllowed(checkQuantity({ ...live.limits, availableCountByTags: [] }, { total: productTotal, context: 'cart' }));
    }
  }
  if (live.calendar && (!stored || !sameChoice(line.deliveryCalendar, stored.deliveryCalendar))) {
    const check = validateDeliveryChoice(line.deliveryCalendar ?? {}, live.calendar, now);
    if (!check.ok) throw new AppError('deliveryCalendar', { message: check.message });
  }
}

function storedLines(user: LeanUser): Line[] {
  return (user.cart?.products ?? []).map((l) => {
    const c = l.deliveryCalendar;
    const deliveryCalendar = c ? { allowed: c.allowed ?? undefined, day: c.day, month: c.month, year: c.year, hours: c.hours, minutes: c.minutes, ampm: c.ampm } : undefined;
    return { product: String(l.product), count: l.count, size: l.size ?? '', color: l.color ?? '', deliveryCalendar };
  });
}

/** The request's lines that survive: live products only, checked against the rules (the target line first). */
function confirmLines(input: UpdateCartInput, stored: Line[], catalog: Catalog, now: Date): Line[] {
  const adds = input.quantity > 0;
  if (adds && !catalog.has(input.productId)) throw new AppError('notAvailable');
  const lines: Line[] = input.cart.filter((l: CartLineInput) => catalog.has(l.product))
    .map((l) => ({ ...l, deliveryCalendar: catalog.get(l.product)!.calendar ? l.deliveryCalendar : undefined }));
  const before = new Map(stored.map((l) => [lineKey(l), l]));
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.product, (totals.get(l.product) ?? 0) + l.count);
  const ordered = [...lines].sort((a, b) => Number(b.product === input.productId) - Number(a.product === input.productId));
  for (const line of ordered) {
    const isTarget = line.product === input.productId;
    checkLine(line, catalog.get(line.product)!, before.get(lineKey(line)), totals.get(line.product)!, isTarget && adds, now);
  }
  return lines;
}

function pointsOf(lines: readonly Line[], catalog: Catalog): number {
  return cartPoints(lines.map((l) => ({ count: l.count, product: catalog.get(l.product)!.doc })));
}

async function toCartDto(lines: readonly Line[], catalog: Catalog): Promise<CartDto> {
  const dtos = await withSellerDeliveryCosts(await toProductDtos(lines.map((l) => catalog.get(l.product)!.doc)));
  return {
    products: lines.map((l, i) => ({ product: dtos[i], count: l.count, size: l.size, color: l.color, deliveryCalendar: l.deliveryCalendar })),
    points: pointsOf(lines, catalog),
  };
}

/** The cart shows each store's delivery cost for the chosen address: attach the sellers' terms. */
async function withSellerDeliveryCosts(dtos: ProductDto[]): Promise<ProductDto[]> {
  const sellerIds = [...new Set(dtos.map((dto) => dto.user._id))];
  if (!sellerIds.length) return dtos;
  const sellers = await User.find({ _id: { $in: sellerIds } }, 'deliveryCosts').lean();
  const terms = new Map(sellers.map((seller) => [String(seller._id), toDeliveryTerms(seller.deliveryCosts ?? [])]));
  return dtos.map((dto) => ({ ...dto, user: { ...dto.user, deliveryCosts: terms.get(dto.user._id) ?? [] } }));
}

function toDeliveryTerms(costs: NonNullable<LeanUser['deliveryCosts']>): ProvinceDeliveryCost[] {
  return costs.map((c) => ({
    provinceName: c.provinceName,
    available: c.available !== false,
    isFree: { always: Boolean(c.isFree?.always), above: Boolean(c.isFree?.above), aboveNumber: c.isFree?.aboveNumber ?? 0 },
    municipalities: (c.municipalities ?? []).map((m) => ({ name: m.name, cost: m.cost ?? 0 })),
  }));
}

/** The user's stored cart for display: lines of products that are gone left out, points recomputed. Reads only. */
export async function cartForUser(user: LeanUser): Promise<CartDto> {
  await connectDb();
  const lines = storedLines(user);
  const catalog = await loadCatalog(lines.map((l) => l.product));
  return toCartDto(lines.filter((l) => catalog.has(l.product)), catalog);
}

/**
 * PATCH updateCart: re-checks the client's full line list against the live products (limits,
 * stock per size and colour, delivery calendar at `now`), drops lines of products that are gone,
 * writes the cart and its points through the guarded write, and answers the confirmed cart.
 */
export async function updateCart(viewer: Viewer, input: UpdateCartInput, now = new Date()): Promise<{ cart: CartDto }> {
  let lines: Line[] = [];
  let catalog: Catalog = new Map();
  await rewriteUser(viewer._id, async (user) => {
    catalog = await loadCatalog([...input.cart.map((l) => l.product), input.productId]);
    lines = confirmLines(input, storedLines(user), catalog, now);
    const products = lines.map((l) => ({ ...l, product: new Types.ObjectId(l.product) }));
    return { $set: { 'cart.products': products, 'cart.points': pointsOf(lines, catalog) } };
  });
  return { cart: await toCartDto(lines, catalog) };
}
