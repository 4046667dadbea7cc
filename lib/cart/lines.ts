import type { DeliveryChoice } from '../delivery/calendar';
import type { LimitProduct } from './limits';

/**
 * The cart's own types, which checkout (lib/orders/) reads: they live with the cart so that the
 * dependency runs one way, orders → cart (eslint.config.mjs forbids lib/cart from importing lib/orders).
 */

/** A delivery date and time as a cart line stores it. */
export type CartDeliveryChoice = DeliveryChoice & { allowed?: boolean | null };

/** A cart line as stored (ids as strings; size and colour '' when the product has none). */
export type OrderCartLine = {
  product: string;
  count: number;
  size: string;
  color: string;
  deliveryCalendar?: CartDeliveryChoice;
};

/** A live product as the stock rules read it; absent or deleted products cannot be ordered. */
export type StockProduct = LimitProduct & { deleted?: boolean | null };
