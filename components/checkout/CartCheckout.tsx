'use client';

import { useEffect, useMemo, useState } from 'react';
import dynamic from 'next/dynamic';
import { cartMessages } from '@/lib/messages/cart';
import { checkoutMessages } from '@/lib/messages/checkout';
import type { SessionUser } from '@/components/auth/session-store';
import type { CartLine, StoredCart } from '@/components/cart/cart-lines';
import { offlineMessages } from '@/lib/messages/offline';
import { roundUsd } from '@/lib/money';
import { QueuedOrders } from '@/components/offline/QueuedOrders';
import { formatDateTime } from '@/lib/format';
import { useSnackbar } from '@/components/ui/Snackbar';
import { whenIdle } from '@/components/ui/when-idle';
import { ZonePauseBanner } from '@/components/zones/ZonePauseBanner';
import { AddressBlock } from './AddressBlock';
import { CartGroups } from './CartGroups';
import { CartSummary } from './CartSummary';
import { ConfirmOrderDialog, type OfferedTransfer, type PaymentForm } from './ConfirmOrderDialog';
import { CouponField } from './CouponField';
import { changeDelivery, checkPlusOne } from './cart-edits';
import { groupCart } from './cart-groups';
import { previewCart } from './cart-preview';
import { checkOrder, type CheckFailure } from './order-checks';
import { useCoupon } from './use-coupon';
import type { useCartPage } from './use-cart-page';
import { usePlaceOrder } from './use-place-order';
import styles from './checkout.module.css';

type Page = ReturnType<typeof useCartPage> & { user: SessionUser; cart: StoredCart };

// The order dialog is part of this view's code (itself fetched only for a signed-in buyer, CartView):
// a line that drops the moment the cart shows must still let CONFIRMAR PEDIDO open it and keep the
// order on the device. Fetched apart (when idle, or even beside this view), opening it could still
// ask for code after the cart showed, which the dropped line refused (e2e/offline-buying.spec.ts).
// The date dialog, for some lines only, is fetched once the cart is on screen.
const loadDateDialog = () => import('./DeliveryDateDialog');
const DeliveryDateDialog = dynamic(() => loadDateDialog().then((m) => m.DeliveryDateDialog), { ssr: false });

function useDateDialogFetchedWhenIdle(): void {
  useEffect(() => whenIdle(loadDateDialog), []);
}

const WARNING_MS = 5000;

/** The default address: the one marked, else the first; null without addresses. */
function defaultAddress(addresses: readonly { isDefault: boolean }[]): number | null {
  if (addresses.length === 0) return null;
  return Math.max(
    0,
    addresses.findIndex((a) => a.isDefault),
  );
}

/** The cart and checkout of a signed-in buyer whose cart has loaded (docs/contract/buying.md §2, §4, §5). */
export function CartCheckout({ page, cardEnabled, transfer }: { page: Page; cardEnabled: boolean; transfer: OfferedTransfer }) {
  const { user, token, cart, apply, updating, walletBalance } = page;
  const snackbar = useSnackbar();
  const coupon = useCoupon(token);
  const [chosen, setChosen] = useState<number | null>(null);
  const [useWallet, setUseWallet] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [dateLine, setDateLine] = useState<{ index: number; line: CartLine } | null>(null);
  const order = usePlaceOrder(user._id, token, () => setConfirming(false));
  useDateDialogFetchedWhenIdle();

  const lines = cart.products;
  const addresses = user.deliveryAddresses ?? [];
  const selected = chosen !== null && chosen < addresses.length ? chosen : defaultAddress(addresses);
  const address = selected === null ? null : addresses[selected];
  const sections = useMemo(() => groupCart(lines), [lines]);
  const preview = previewCart({
    sections,
    couponPercent: coupon.percent,
    address,
    pointsBalance: user.points ?? 0,
    walletBalance,
    useWallet: useWallet && walletBalance > 0,
  });
  const warn = (failure: CheckFailure) => snackbar.show(failure.message, { kind: failure.kind, durationMs: WARNING_MS });

  function plus(index: number) {
    const check = checkPlusOne(lines, index);
    if (!check.ok) snackbar.show(check.message, { kind: 'warning', durationMs: WARNING_MS });
    else page.change('plus', index);
  }

  function confirm(form: PaymentForm): CheckFailure | null {
    const failure = checkOrder({ address, ...form, lineCount: lines.length, notDelivering: preview.notDelivering });
    if (failure || !address) {
      if (failure) warn(failure);
      return failure;
    }
    const buyer = { name: user.name, lastName: user.lastName, phone: user.phone };
    const seen = {
      lines: lines.map((l) => ({
        product: l.product._id,
        size: l.size ?? '',
        color: l.color ?? '',
        count: l.count,
        unitPrice: roundUsd(l.product.price + l.product.importCost),
      })),
      delivery: preview.deliveryKnown ? preview.delivery : null,
    };
    const summary = { lines: lines.map((l) => ({ name: l.product.name, count: l.count })), total: preview.total };
    void order.place(
      { buyer, address, ...form, paymentType: form.paymentType || 'OnDelivery', useWallet: useWallet && walletBalance > 0, couponCode: coupon.appliedCode },
      seen,
      summary,
    );
    return null;
  }

  const offlineNote = !page.online && (
    <p className={styles.offlineNote} role="status">
      {page.savedAt !== null && offlineMessages.cartSavedAt(formatDateTime(page.savedAt))}
      {page.waitingEdits > 0 && <> · {offlineMessages.cartChangesWaiting(page.waitingEdits)}</>}
    </p>
  );
  if (lines.length === 0 && !order.submitting) {
    return (
      <>
        {offlineNote}
        <QueuedOrders userId={user._id} />
        <p className={styles.center}>{cartMessages.empty}</p>
      </>
    );
  }
  return (
    <>
      {offlineNote}
      <QueuedOrders userId={user._id} />
      <div className={styles.layout}>
        <div className={styles.aside}>
          <CartGroups
            sections={sections}
            groupCosts={preview.groupCosts}
            couponPercent={coupon.percent}
            municipality={address?.municipality}
            updating={updating}
            onPlus={plus}
            onMinus={(index) => page.change('minus', index)}
            onRemove={(index) => page.change('remove', index)}
            onEditDate={(index, line) => setDateLine({ index, line })}
          />
        </div>
        <div className={styles.aside}>
          {address && <ZonePauseBanner zone={address} />}
          <AddressBlock addresses={addresses} selected={selected} onSelect={setChosen} />
          <CartSummary
            preview={preview}
            hasAddress={Boolean(address)}
            coupon={<CouponField state={coupon.state} onChange={coupon.change} />}
            disabled={updating !== null || order.submitting}
            onPlaceOrder={() => (address ? setConfirming(true) : warn({ kind: 'warning', message: checkoutMessages.noAddress }))}
          />
        </div>
        {confirming && (
          <ConfirmOrderDialog
            total={preview.total}
            walletBalance={walletBalance}
            useWallet={useWallet}
            onUseWallet={setUseWallet}
            cardEnabled={cardEnabled}
            transfer={transfer}
            submitting={order.submitting}
            onClose={() => setConfirming(false)}
            onConfirm={confirm}
          />
        )}
        {dateLine && (
          <DeliveryDateDialog
            line={dateLine.line}
            onClose={() => setDateLine(null)}
            onSave={(choice) => apply(changeDelivery(lines, dateLine.index, choice), dateLine.index)}
          />
        )}
      </div>
    </>
  );
}
