import { roundUsd } from '../money';

/** The product fields that say how the platform earns on a sale. */
export type PlatformEarningProduct = {
  price: number;
  /** 'fixed'; any other value is a percentage (the model stores 'percent'). */
  platformEarningType: string;
  fixedPlatformEarning: number;
  percent: number;
  currencyExchangeValue?: number;
};

export type SellerPriceOptions = {
  /** The product list shows the fixed earning halved (docs/contract/catalogue.md §9). */
  listDisplay?: boolean;
  /** Multiply a percentage-type result by currencyExchangeValue (seller's own currency). */
  applyExchange?: boolean;
};

/**
 * The price without the platform's earning, in USD with 2 decimals (never below 0):
 * fixed → price − fixedPlatformEarning (list display: price − fixed / 2);
 * percent → price × 100 / (percent + 100), optionally × currencyExchangeValue.
 */
export function priceWithoutPlatformEarning(product: PlatformEarningProduct, options: SellerPriceOptions = {}): number {
  if (product.platformEarningType === 'fixed') {
    const fee = options.listDisplay ? product.fixedPlatformEarning / 2 : product.fixedPlatformEarning;
    return Math.max(0, roundUsd(product.price - fee));
  }
  const base = (product.price * 100) / (product.percent + 100);
  const rate = options.applyExchange ? (product.currencyExchangeValue ?? 1) : 1;
  return Math.max(0, roundUsd(base * rate));
}

/** The platform's earning on one unit, in USD: price − price without earning (both in USD). */
export function platformEarning(product: PlatformEarningProduct): number {
  return roundUsd(product.price - priceWithoutPlatformEarning(product));
}
