'use client';

import { useEffect } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { cartMessages } from '@/lib/messages/cart';
import { offlineMessages } from '@/lib/messages/offline';
import { QueuedOrders } from '@/components/offline/QueuedOrders';
import { formatDateTime } from '@/lib/format';
import { whenIdle } from '@/components/ui/when-idle';
import { ZonePauseBanner } from '@/components/zones/ZonePauseBanner';
import { AddressBlock } from './AddressBlock';
import { CartGroups } from './CartGroups';
import { CartSummary } from './CartSummary';
import { ConfirmOrderDialog, type OfferedTransfer } from './ConfirmOrderDialog';
import { CouponField } from './CouponField';
import { changeDelivery } from './cart-edits';
import { useCheckout, type CheckoutPage } from './use-checkout';
import styles from './checkout.module.css';

// The order dialog is part of this view's code (itself fetched only for a signed-in buyer, CartView):
// a line that drops the moment the cart shows must still let CONFIRMAR PEDIDO open it and keep the
// order on the device. Fetched apart (when idle, or even beside this view), opening it could still
// ask for code after the cart showed, which the dropped line refused (e2e/offline-buying.spec.ts).
// The date dialog, for some lines only, is fetched once the cart is on screen.
const loadDateDialog = () => import('./DeliveryDateDialog');
const DeliveryDateDialog = lazyComponent(() => loadDateDialog().then((m) => m.DeliveryDateDialog));

function useDateDialogFetchedWhenIdle(): void {
  useEffect(() => whenIdle(loadDateDialog), []);
}

/** The cart and checkout of a signed-in buyer whose cart has loaded (its state: use-checkout.ts). */
export function CartCheckout({ page, cardEnabled, transfer }: { page: CheckoutPage; cardEnabled: boolean; transfer: OfferedTransfer }) {
  const { user, apply, updating } = page;
  const checkout = useCheckout(page);
  const { lines, address, preview, coupon, order, dateLine, walletBalance } = checkout;
  useDateDialogFetchedWhenIdle();

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
            sections={checkout.sections}
            groupCosts={preview.groupCosts}
            couponPercent={coupon.percent}
            municipality={address?.municipality}
            updating={updating}
            onPlus={checkout.plus}
            onMinus={(index) => page.change('minus', index)}
            onRemove={(index) => page.change('remove', index)}
            onEditDate={checkout.editDate}
          />
        </div>
        <div className={styles.aside}>
          {address && <ZonePauseBanner zone={address} />}
          <AddressBlock addresses={checkout.addresses} selected={checkout.selected} onSelect={checkout.choose} />
          <CartSummary
            preview={preview}
            hasAddress={Boolean(address)}
            coupon={<CouponField state={coupon.state} onChange={coupon.change} />}
            disabled={updating !== null || order.submitting}
            onPlaceOrder={checkout.placeOrder}
          />
        </div>
        {checkout.confirming && (
          <ConfirmOrderDialog
            total={preview.total}
            walletBalance={walletBalance}
            useWallet={checkout.useWallet}
            onUseWallet={checkout.setUseWallet}
            cardEnabled={cardEnabled}
            transfer={transfer}
            submitting={order.submitting}
            onClose={checkout.closeConfirm}
            onConfirm={checkout.confirm}
          />
        )}
        {dateLine && (
          <DeliveryDateDialog
            line={dateLine.line}
            onClose={checkout.closeDate}
            onSave={(choice) => apply(changeDelivery(lines, dateLine.index, choice), dateLine.index)}
          />
        )}
      </div>
    </>
  );
}
