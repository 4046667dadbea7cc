import type { DeliveryAddressDto } from '@/lib/account/dto';
import { roundUsd } from '@/lib/money';
import type { SeenOrder } from '@/lib/orders/seen-check';
import type { CartLine } from '@/components/cart/cart-lines';
import type { QueuedOrder } from '@/components/offline/order-queue';
import type { CartPreview } from './cart-preview';
import type { PaymentForm } from './ConfirmOrderDialog';
import type { OrderBuyer, OrderRequest } from './order-checks';

/** The default address: the one marked, else the first; null without addresses. */
export function defaultAddress(addresses: readonly { isDefault: boolean }[]): number | null {
  if (addresses.length === 0) return null;
  return Math.max(
    0,
    addresses.findIndex((a) => a.isDefault),
  );
}

/** The address the order goes to: the buyer's choice while it still exists, else the default. */
export function selectedAddress(chosen: number | null, addresses: readonly { isDefault: boolean }[]): number | null {
  return chosen !== null && chosen < addresses.length ? chosen : defaultAddress(addresses);
}

type DraftInput = {
  buyer: OrderBuyer;
  address: DeliveryAddressDto;
  lines: readonly CartLine[];
  preview: Pick<CartPreview, 'delivery' | 'deliveryKnown' | 'total'>;
  form: PaymentForm;
  /** The wallet is to pay (asked for, and with a balance). */
  useWallet: boolean;
  couponCode: string | null;
};

/**
 * What CONFIRMAR PEDIDO sends: the request; what the buyer saw, unit prices (price + import cost)
 * and the delivery when the preview knew it, so the server refuses the order if either changed;
 * and the summary kept with an order that waits on the device.
 */
export function orderDraft({ buyer, address, lines, preview, form, useWallet, couponCode }: DraftInput): {
  request: OrderRequest;
  seen: SeenOrder;
  summary: QueuedOrder['summary'];
} {
  return {
    request: { buyer, address, ...form, paymentType: form.paymentType || 'OnDelivery', useWallet, couponCode },
    seen: {
      lines: lines.map((l) => ({
        product: l.product._id,
        size: l.size ?? '',
        color: l.color ?? '',
        count: l.count,
        unitPrice: roundUsd(l.product.price + l.product.importCost),
      })),
      delivery: preview.deliveryKnown ? preview.delivery : null,
    },
    summary: { lines: lines.map((l) => ({ name: l.product.name, count: l.count })), total: preview.total },
  };
}
