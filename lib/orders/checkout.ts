import type { Viewer } from '../auth/guard';
import { cartForUser } from '../cart/service';
import type { CardCurrency } from '../catalog/reference';
import { validateDeliveryChoice } from '../delivery/calendar';
import { AppError } from '../errors';
import { currentRate } from '../payments/rates';
import { messages } from '../messages';
import { formatUsd } from '../money';
import { checkTendered } from '../cash/payment-status';
import { assertZoneOpen } from '../zones/service';
import { assertTransferOffered } from '../transfer/settings-service';
import { loadOwnUser } from '../account/user-write';
import { rewriteCart, toCartLines } from '../cart/cart-write';
import { loadLiveProducts, stockView, type LiveProduct, type LiveProducts } from '../cart/live-products';
import { loadCoupon, loadDeliveryCosts, pricingLines, type Coupon } from './checkout-load';
import { deliveryGroups, priceOrder, type OrderPricing } from './pricing';
import type { Addressee, CreateOrderInput } from './schemas';
import type { OrderCartLine } from '../cart/lines';
import { checkStock, stockTakes, type StockTake } from './stock-plan';
import type { LeanUser } from '@/models/User';

/** Everything an order is made from, decided by the server before anything is taken. */
export type Checkout = {
  buyer: LeanUser;
  sender: { name: string; phone: string; ci: string };
  addressee: Addressee;
  paymentType: CreateOrderInput['paymentType'];
  currency: CardCurrency;
  /** Units of `currency` per USD when the order was placed (1 for usd). */
  exchangeValue: number;
  /** Payment by transfer: the details the super admin set, kept on the order as the buyer saw them (null for another method). */
  transferDetails: string | null;
  /** Cash on delivery: what the buyer pays with (USD), null for the exact amount. */
  cashTendered: number | null;
  coupon: Coupon | null;
  lines: OrderCartLine[];
  products: LiveProducts;
  pricing: OrderPricing;
  takes: StockTake[];
};

/**
 * The checks that read the database, after the payload's own (createOrderSchema): payment by transfer
 * switched on (decision 33), the card currency's exchange rate, then (4b, decision 7) a paused
 * province or municipality.
 */
async function checkRequest(input: CreateOrderInput): Promise<Pick<Checkout, 'addressee' | 'paymentType' | 'currency' | 'exchangeValue' | 'transferDetails'>> {
  const transferDetails = input.paymentType === 'OnlineTransfer' ? await assertTransferOffered() : null;
  const exchangeValue = await currentRate(input.currency);
  await assertZoneOpen({ region: input.addressee.region, municipality: input.addressee.municipality });
  return { addressee: input.addressee, paymentType: input.paymentType, currency: input.currency, exchangeValue, transferDetails };
}

function senderOf(input: CreateOrderInput, buyer: LeanUser): Checkout['sender'] {
  const { sender } = input;
  return {
    name: sender.name || `${buyer.name ?? ''} ${buyer.lastName ?? ''}`.trim(),
    phone: sender.phone || (buyer.phone ?? ''),
    ci: sender.ci ?? '',
  };
}

/** A line of a product with a delivery calendar must still hold a valid date and time at `now`. */
function checkCalendars(lines: readonly OrderCartLine[], products: ReadonlyMap<string, LiveProduct>, now: Date): void {
  for (const line of lines) {
    const calendar = products.get(line.product)?.calendar;
    if (!calendar) continue;
    const check = validateDeliveryChoice(line.deliveryCalendar ?? {}, calendar, now);
    if (!check.ok) throw new AppError('deliveryCalendar', { message: check.message });
  }
}

/** '¿Con cuánto paga?' for a cash order, checked against the server's total (at least the total); ignored for a card. */
function tenderedFor(input: CreateOrderInput, paymentType: Checkout['paymentType'], total: number): number | null {
  if (paymentType !== 'OnDelivery') return null;
  const check = checkTendered(input.cashTendered, total);
  if (check.ok) return check.tendered;
  const cashMessages = messages.cash;
  const message =
    check.reason === 'tooLow'
      ? cashMessages.tenderedTooLow(formatUsd(total))
      : check.reason === 'tooHigh'
        ? cashMessages.tenderedTooHigh
        : cashMessages.tenderedInvalid;
  throw new AppError('cashTendered', { message });
}

/**
 * Saves the buyer's current cart corrected against fresh stock (lines of deleted products dropped,
 * counts reduced to what is possible, lines with nothing possible kept to show NO DISPONIBLE),
 * before the errorType 0 answer. A buyer who is gone or whose cart keeps changing is left as is.
 */
export async function correctCartToStock(userId: string): Promise<void> {
  await rewriteCart(userId, async (current, { load }) => {
    const check = checkStock(current, stockView(await load(current.map((l) => l.product))));
    return check.ok ? current : check.corrected;
  });
}

/** The errorType 0 answer: the stock message with the buyer's cart (as cartForUser shows it). Builds only. */
export async function stockShortError(userId: string): Promise<AppError> {
  return new AppError('orderStock', { details: { cart: await cartForUser(await loadOwnUser(userId)) } });
}

/**
 * Runs the checks of docs/contract/buying.md §5 in order with their messages (address, payment method, currency,
 * province, sellers delivering there, empty cart), then the coupon, delivery dates and stock, and
 * prices the buyer's stored cart from the live products. Reads only, except that a stock shortfall
 * saves the corrected cart before answering errorType 0.
 */
export async function prepareCheckout(viewer: Viewer, input: CreateOrderInput, now: Date): Promise<Checkout> {
  const request = await checkRequest(input);
  const buyer = await loadOwnUser(viewer._id);
  const sender = senderOf(input, buyer);
  const lines = toCartLines(buyer.cart?.products);
  const products = await loadLiveProducts(lines.map((l) => l.product));
  const deliveryCosts = await loadDeliveryCosts(products);
  const priced = pricingLines(lines, products);
  if (deliveryGroups(priced, deliveryCosts, request.addressee).some((g) => g.status === 'notDelivering')) throw new AppError('sellerNotDeliveringProvince');
  if (lines.length === 0) throw new AppError('emptyCart');
  const coupon = await loadCoupon(input.couponInfo, viewer._id);
  checkCalendars(lines, products, now);
  const stock = checkStock(lines, stockView(products));
  if (!stock.ok) {
    await correctCartToStock(viewer._id);
    throw await stockShortError(viewer._id);
  }
  const pricing = priceOrder({
    lines: priced,
    deliveryCosts,
    address: request.addressee,
    couponPercent: coupon?.percent ?? 0,
    pointsBalance: buyer.points ?? 0,
    walletCents: buyer.walletCents ?? 0,
    useWallet: input.useWallet,
  });
  return {
    ...request,
    buyer,
    sender,
    coupon,
    lines,
    products,
    pricing,
    cashTendered: tenderedFor(input, request.paymentType, pricing.total),
    takes: stockTakes(lines, stockView(products)),
  };
}
