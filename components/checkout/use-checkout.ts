'use client';

import { useMemo, useState } from 'react';
import { checkoutMessages } from '@/lib/messages/checkout';
import type { SessionUser } from '@/components/auth/session-store';
import type { CartLine, StoredCart } from '@/components/cart/cart-lines';
import { useSnackbar } from '@/components/ui/Snackbar';
import { useSWR } from '@/components/ui/use-swr';
import { paths } from '@/lib/http/paths';
import type { PaymentForm } from './ConfirmOrderDialog';
import { checkPlusOne } from './cart-edits';
import { groupCart } from './cart-groups';
import { previewCart } from './cart-preview';
import { checkOrder, type CheckFailure } from './order-checks';
import { orderDraft, selectedAddress } from './order-draft';
import { useCoupon } from './use-coupon';
import type { useCartPage } from './use-cart-page';
import { usePlaceOrder } from './use-place-order';

export type CheckoutPage = ReturnType<typeof useCartPage> & { user: SessionUser; cart: StoredCart };

const WARNING_MS = 5000;

/**
 * The checkout of a signed-in buyer whose cart has loaded (docs/contract/buying.md §2, §4, §5): the
 * address chosen, the coupon, the wallet and its balance (0 when it cannot be read), the preview of the totals, the open dialogs, and the
 * checks before the order is placed.
 */
export function useCheckout(page: CheckoutPage) {
  const { user, token, cart } = page;
  // Read here, with the checkout's code, not with the cart screen's first load: only the order's confirmation shows it.
  const wallet = useSWR<{ wallet?: number }>(token ? [paths.account.user(user._id), token] : null);
  const walletBalance = wallet.error ? 0 : (wallet.data?.wallet ?? user.wallet ?? 0);
  const snackbar = useSnackbar();
  const coupon = useCoupon(token);
  const [chosen, setChosen] = useState<number | null>(null);
  const [useWallet, setUseWallet] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [dateLine, setDateLine] = useState<{ index: number; line: CartLine } | null>(null);
  const order = usePlaceOrder(user._id, token, () => setConfirming(false));

  const lines = cart.products;
  const addresses = user.deliveryAddresses ?? [];
  const selected = selectedAddress(chosen, addresses);
  const address = selected === null ? null : addresses[selected];
  const walletOn = useWallet && walletBalance > 0;
  const sections = useMemo(() => groupCart(lines), [lines]);
  const preview = previewCart({ sections, couponPercent: coupon.percent, address, pointsBalance: user.points ?? 0, walletBalance, useWallet: walletOn });
  const warn = (failure: CheckFailure) => snackbar.show(failure.message, { kind: failure.kind, durationMs: WARNING_MS });

  return {
    lines,
    walletBalance,
    addresses,
    selected,
    address,
    sections,
    preview,
    coupon,
    order,
    useWallet,
    setUseWallet,
    confirming,
    dateLine,
    choose: setChosen,
    editDate: (index: number, line: CartLine) => setDateLine({ index, line }),
    closeDate: () => setDateLine(null),
    closeConfirm: () => setConfirming(false),
    /** '+': refused with a warning at the product's stock or maximum per order. */
    plus(index: number) {
      const check = checkPlusOne(lines, index);
      if (!check.ok) snackbar.show(check.message, { kind: 'warning', durationMs: WARNING_MS });
      else page.change('plus', index);
    },
    /** REALIZAR PEDIDO: the confirmation opens once there is an address. */
    placeOrder() {
      if (address) setConfirming(true);
      else warn({ kind: 'warning', message: checkoutMessages.noAddress });
    },
    /** CONFIRMAR PEDIDO: the client checks, then the order is placed; the failure (shown under its field) or null. */
    confirm(form: PaymentForm): CheckFailure | null {
      const failure = checkOrder({ address, ...form, lineCount: lines.length, notDelivering: preview.notDelivering });
      if (failure || !address) {
        if (failure) warn(failure);
        return failure;
      }
      const buyer = { name: user.name, lastName: user.lastName, phone: user.phone };
      const draft = orderDraft({ buyer, address, lines, preview, form, useWallet: walletOn, couponCode: coupon.appliedCode });
      void order.place(draft.request, draft.seen, draft.summary);
      return null;
    },
  };
}
