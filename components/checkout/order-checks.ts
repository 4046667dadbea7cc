import type { DeliveryAddressDto } from '@/lib/account/dto';
import { DELIVERY_PROVINCES } from '@/lib/geo/province-names';
import { checkoutMessages } from '@/lib/messages/checkout';
import { CHECKOUT_PAYMENT_TYPES } from '@/lib/orders/status';

export type PaymentChoice = (typeof CHECKOUT_PAYMENT_TYPES)[number];
export type CheckoutChoice = {
  address: DeliveryAddressDto | null;
  /** '' until a method is chosen. */
  paymentType: PaymentChoice | '';
  /** '' until a currency is chosen (card only). */
  currency: string;
  lineCount: number;
  /** A store is known not to deliver to the address's province. */
  notDelivering: boolean;
};
export type CheckFailure = { kind: 'warning' | 'error'; message: string; field?: 'paymentType' | 'currency'; tooltip?: string };

const c = checkoutMessages;

/**
 * The client-side order checks, in the order of docs/contract/buying.md §5: address, payment method, card
 * currency, province served, stores delivering there, empty cart. Null when all pass.
 */
export function checkOrder(choice: CheckoutChoice): CheckFailure | null {
  if (!choice.address) return { kind: 'warning', message: c.noAddress };
  if (!choice.paymentType) return { kind: 'warning', message: c.noPaymentMethod, field: 'paymentType', tooltip: c.noPaymentMethodTooltip };
  if (choice.paymentType === 'OnlineStripe' && !choice.currency) {
    return { kind: 'warning', message: c.noCurrency, field: 'currency', tooltip: c.noCurrencyTooltip };
  }
  if (!DELIVERY_PROVINCES.includes(choice.address.region)) return { kind: 'error', message: c.regionNotServed };
  if (choice.notDelivering) return { kind: 'error', message: c.sellerNotDeliveringProvince };
  if (choice.lineCount === 0) return { kind: 'error', message: c.emptyCart };
  return null;
}

/** Street, municipality and region joined, as the order's addressee.address. */
export function joinAddress(address: Pick<DeliveryAddressDto, 'address' | 'municipality' | 'region'>): string {
  return [address.address, address.municipality, address.region]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

export type OrderBuyer = { name: string; lastName: string; phone: string };
export type OrderRequest = {
  buyer: OrderBuyer;
  address: DeliveryAddressDto;
  paymentType: PaymentChoice;
  currency: string;
  useWallet: boolean;
  couponCode: string | null;
  /** Cash on delivery: '¿Con cuánto paga?' as typed ('' for the exact amount). */
  cashTendered?: string;
};

/** The order-create payload (docs/contract/buying.md §3); the server ignores any price and decides the totals. */
export function orderPayload(request: OrderRequest) {
  const { buyer, address } = request;
  return {
    sender: { name: `${buyer.name} ${buyer.lastName}`.trim(), phone: buyer.phone },
    addressee: {
      name: address.name,
      address: joinAddress(address),
      phone: address.phone,
      ci: address.ci,
      region: address.region,
      municipality: address.municipality,
    },
    useWallet: request.useWallet,
    paymentType: request.paymentType,
    ...(request.paymentType === 'OnlineStripe' ? { currencySelected: request.currency } : {}),
    ...(request.couponCode ? { couponInfo: request.couponCode } : {}),
    ...(request.paymentType === 'OnDelivery' && request.cashTendered?.trim() ? { cashTendered: request.cashTendered.trim() } : {}),
  };
}

/** Where the buyer goes after an order: the order's page, or the orders list without an id. */
export function orderPagePath(userId: string, orderId: string | null | undefined): string {
  return orderId ? `/orders/${encodeURIComponent(userId)}/${encodeURIComponent(orderId)}` : '/orders';
}
