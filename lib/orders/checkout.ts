import type { Viewer } from '../auth/guard';
import { cartForUser } from '../cart/service';
import type { CardCurrency } from '../catalog/reference';
import { validateDeliveryChoice } from '../delivery/calendar';
import { AppError } from '../errors';
import { DELIVERY_PROVINCES } from '../geo/provinces';
import { parseWith } from '../http/input';
import { currentRate } from '../payments/rates';
import { isCardPaymentEnabled } from '../payments/stripe';
import { messages } from '../messages';
import { formatUsd } from '../money';
import { checkTendered } from '../cash/payment-status';
import { assertZoneOpen } from '../zones/service';
import { rewriteCart, toCartLines } from './cart-write';
import { loadBuyer, loadCoupon, loadDeliveryCosts, loadProducts, pricingLines, stockView, type Coupon, type LeanBuyer, type LiveProduct } from './checkout-load';
import { deliveryGroups, priceOrder, type OrderPricing } from './pricing';
import { addresseeSchema, senderSchema, type Addressee, type CreateOrderInput } from './schemas';
import { checkStock, stockTakes, type OrderCartLine, type StockTake } from './stock-plan';

/** Everything an order is made from, decided by the server before anything is taken. */
export type Checkout = {
  buyer: LeanBuyer;
  sender: { name: string; phone: string; ci: string };
  addressee: Addressee;
  paymentType: 'OnDelivery' | 'OnlineStripe';
  currency: CardCurrency;
  /** Units of `currency` per USD when the order was placed (1 for usd). */
  exchangeValue: number;
  /** Cash on delivery: what the buyer pays with (USD), null for the exact amount. */
  cashTendered: number | null;
  coupon: Coupon | null;
  lines: OrderCartLine[];
  products: Map<string, LiveProduct>;
  pricing: OrderPricing;
  takes: StockTake[];
};

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * Checks 1–4 of buying.md §5 in order (address, payment method, currency, province), then the
 * addressee's fields. A card currency without an exchange rate counts as no currency available.
 */
async function checkRequest(input: CreateOrderInput): Promise<Pick<Checkout, 'addressee' | 'paymentType' | 'currency' | 'exchangeValue'>> {
  const raw = (typeof input.addressee === 'object' && input.addressee !== null ? input.addressee : {}) as Record<string, unknown>;
  if (!isText(raw.address) && !isText(raw.region)) throw new AppError('noAddress');
  if (!input.paymentType) throw new AppError('noPaymentMethod');
  const card = input.paymentType === 'OnlineStripe';
  if (card && !isCardPaymentEnabled()) throw new AppError('validation', { message: messages.payment.cardDisabled });
  if (card && !input.currencySelected) throw new AppError('noCurrency');
  const currency = card ? input.currencySelected! : 'usd';
  const exchangeValue = await currentRate(currency);
  if (!isText(raw.region) || !DELIVERY_PROVINCES.includes(raw.region.trim())) throw new AppError('regionNotServed');
  // 4b (issue 7): new orders to a paused province or municipality are refused with the zone's notice.
  await assertZoneOpen({ region: raw.region.trim(), municipality: isText(raw.municipality) ? raw.municipality.trim() : '' });
  const addressee = parseWith(addresseeSchema, raw);
  return { addressee, paymentType: input.paymentType, currency, exchangeValue };
}

function senderOf(input: CreateOrderInput, buyer: LeanBuyer): Checkout['sender'] {
  const sender = parseWith(senderSchema, input.sender ?? {});
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
  const c = messages.cash;
  const message = check.reason === 'tooLow' ? c.tenderedTooLow(formatUsd(total)) : check.reason === 'tooHigh' ? c.tenderedTooHigh : c.tenderedInvalid;
  throw new AppError('cashTendered', { message });
}

/**
 * The errorType 0 answer: the buyer's current cart corrected against fresh stock (lines of deleted
 * products dropped, counts reduced to what is possible, lines with nothing possible kept to show
 * NO DISPONIBLE) is saved, and returned as `cart` with the stock message.
 */
export async function stockShortError(userId: string): Promise<AppError> {
  await rewriteCart(userId, async (current) => {
    const check = checkStock(current, stockView(await loadProducts(current)));
    return check.ok ? current : check.corrected;
  });
  const buyer = await loadBuyer(userId);
  return new AppError('orderStock', { details: { cart: await cartForUser(buyer) } });
}

/**
 * Runs the checks of buying.md §5 in order with their messages (address, payment method, currency,
 * province, sellers delivering there, empty cart), then the coupon, delivery dates and stock, and
 * prices the buyer's stored cart from the live products. Reads only, except that a stock shortfall
 * saves the corrected cart before answering errorType 0.
 */
export async function prepareCheckout(viewer: Viewer, input: CreateOrderInput, now: Date): Promise<Checkout> {
  const request = await checkRequest(input);
  const buyer = await loadBuyer(viewer._id);
  const sender = senderOf(input, buyer);
  const lines = toCartLines(buyer.cart?.products);
  const products = await loadProducts(lines);
  const deliveryCosts = await loadDeliveryCosts(products);
  const priced = pricingLines(lines, products);
  if (deliveryGroups(priced, deliveryCosts, request.addressee).some((g) => g.status === 'notDelivering')) throw new AppError('sellerNotDeliveringProvince');
  if (lines.length === 0) throw new AppError('emptyCart');
  const coupon = await loadCoupon(input.couponInfo, viewer._id);
  checkCalendars(lines, products, now);
  const stock = checkStock(lines, stockView(products));
  if (!stock.ok) throw await stockShortError(viewer._id);
  const pricing = priceOrder({
    lines: priced, deliveryCosts, address: request.addressee, couponPercent: coupon?.percent ?? 0,
    pointsBalance: buyer.points ?? 0, walletCents: buyer.walletCents ?? 0, useWallet: input.useWallet,
  });
  return { ...request, buyer, sender, coupon, lines, products, pricing, cashTendered: tenderedFor(input, request.paymentType, pricing.total), takes: stockTakes(lines, stockView(products)) };
}
