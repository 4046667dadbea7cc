import '#server-only';
import { connectDb } from '../db';
import { AppError } from '../errors';
import type { Viewer } from '../auth/guard';
import { rewriteFailed } from '../account/user-write';
import type { ProductDto } from '../catalog/dto';
import { toProductDtos } from '../catalog/sellers';
import { validateDeliveryChoice } from '../delivery/calendar';
import { rewriteCart, pointsOf, toCartLines } from './cart-write';
import { checkQuantity, type LimitCheck, type LimitCode } from './limits';
import { liveProduct, loadLiveProducts, type LiveProduct, type LiveProducts } from './live-products';
import type { OrderCartLine } from './lines';
import { lineKey, type CartLineInput, type DeliveryChoiceInput, type UpdateCartInput } from './schemas';
import type { LeanUser } from '@/models/User';

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

function sameChoice(a: OrderCartLine['deliveryCalendar'], b: OrderCartLine['deliveryCalendar']): boolean {
  const fields = ['day', 'month', 'year', 'hours', 'minutes', 'ampm'] as const;
  return fields.every((f) => (a?.[f] ?? null) === (b?.[f] ?? null));
}

/**
 * A line is re-checked against the limits when its count grew (or it is the line the request adds
 * to), and against the calendar when it is new or its date changed. A line that only kept or
 * lowered its count stays even if stock fell below it: the cart shows it in red.
 */
function checkLine(line: OrderCartLine, live: LiveProduct, stored: OrderCartLine | undefined, productTotal: number, adds: boolean, now: Date): void {
  if (line.count > (stored?.count ?? 0) || adds) {
    assertAllowed(checkQuantity(live.stock, { total: line.count, context: 'cart', size: line.size, color: line.color }));
    if (productTotal > line.count) {
      assertAllowed(checkQuantity({ ...live.stock, availableCountByTags: [] }, { total: productTotal, context: 'cart' }));
    }
  }
  if (live.calendar && (!stored || !sameChoice(line.deliveryCalendar, stored.deliveryCalendar))) {
    const check = validateDeliveryChoice(line.deliveryCalendar ?? {}, live.calendar, now);
    if (!check.ok) throw new AppError('deliveryCalendar', { message: check.message });
  }
}

/** The request's lines that survive: live products only, checked against the rules (the target line first). */
function confirmLines(input: UpdateCartInput, stored: readonly OrderCartLine[], products: LiveProducts, now: Date): OrderCartLine[] {
  const adds = input.quantity > 0;
  if (adds && !liveProduct(products, input.productId)) throw new AppError('notAvailable');
  const lines: OrderCartLine[] = input.cart
    .filter((l: CartLineInput) => liveProduct(products, l.product))
    .map((l) => ({ ...l, deliveryCalendar: products.get(l.product)!.calendar ? l.deliveryCalendar : undefined }));
  const before = new Map(stored.map((l) => [lineKey(l), l]));
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.product, (totals.get(l.product) ?? 0) + l.count);
  const ordered = [...lines].sort((a, b) => Number(b.product === input.productId) - Number(a.product === input.productId));
  for (const line of ordered) {
    const isTarget = line.product === input.productId;
    checkLine(line, products.get(line.product)!, before.get(lineKey(line)), totals.get(line.product)!, isTarget && adds, now);
  }
  return lines;
}

/** A stored choice as the answer shows it (a stored `allowed: null` is left out, as the input never sends it). */
function choiceOf(choice: OrderCartLine['deliveryCalendar']): DeliveryChoiceInput | undefined {
  return choice && { ...choice, allowed: choice.allowed ?? undefined };
}

async function toCartDto(lines: readonly OrderCartLine[], products: LiveProducts): Promise<CartDto> {
  // The cart shows each store's delivery cost for the chosen address: the sellers come with their terms.
  const dtos = await toProductDtos(
    lines.map((l) => products.get(l.product)!.doc),
    { deliveryTerms: true },
  );
  return {
    products: lines.map((l, i) => ({ product: dtos[i], count: l.count, size: l.size, color: l.color, deliveryCalendar: choiceOf(l.deliveryCalendar) })),
    points: pointsOf(lines, products),
  };
}

/** The user's stored cart for display: lines of products that are gone left out, points recomputed. Reads only. */
export async function cartForUser(user: LeanUser): Promise<CartDto> {
  await connectDb();
  const lines = toCartLines(user.cart?.products);
  const products = await loadLiveProducts(lines.map((l) => l.product));
  return toCartDto(
    lines.filter((l) => liveProduct(products, l.product)),
    products,
  );
}

/**
 * PATCH updateCart: re-checks the client's full line list against the live products (limits,
 * stock per size and colour, delivery calendar at `now`), drops lines of products that are gone,
 * writes the cart and its points through the one cart writer, and answers the confirmed cart.
 */
export async function updateCart(viewer: Viewer, input: UpdateCartInput, now = new Date()): Promise<{ cart: CartDto }> {
  await connectDb();
  const written = await rewriteCart(viewer._id, async (stored, { load }) => {
    const products = await load([...input.cart.map((l) => l.product), input.productId]);
    return confirmLines(input, stored, products, now);
  });
  if (!written) return rewriteFailed(viewer._id);
  return { cart: await toCartDto(written.lines, written.products) };
}
