'use client';

import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { cartMessages } from '@/lib/messages/cart';
import { offlineMessages } from '@/lib/messages/offline';
import { QueuedOrders } from '@/components/offline/QueuedOrders';
import { formatDateTime } from '@/lib/format';
import { whenIdle } from '@/components/ui/when-idle';
import { ZonePauseBanner } from '@/components/zones/ZonePauseBanner';
import { AddressBlock } from './AddressBlock';
import { CartGroups } from './CartGroups';
import { CartSummary } from './CartSummary';
import { CouponField } from './CouponField';
import { changeDelivery } from './cart-edits';
import { useCheckout, type CheckoutPage } from './use-checkout';
import styles from './checkout.module.css';

// The two dialogs open only on a tap, so they stay out of the cart's first-load JavaScript; they are
// fetched once the cart is on screen, so a tap on a slow connection does not wait for them.
const loadConfirmDialog = () => import('./ConfirmOrderDialog');
const loadDateDialog = () => import('./DeliveryDateDialog');
const ConfirmOrderDialog = dynamic(() => loadConfirmDialog().then((m) => m.ConfirmOrderDialog), { ssr: false });
const DeliveryDateDialog = dynamic(() => loadDateDialog().then((m) => m.DeliveryDateDialog), { ssr: false });

function useDialogsFetchedWhenIdle(): void {
  useEffect(() => whenIdle(() => Promise.all([loadConfirmDialog(), loadDateDialog()])), []);
}

/** The cart and checkout of a signed-in buyer whose cart has loaded (its state: use-checkout.ts). */
export function CartCheckout({ page, cardEnabled }: { page: CheckoutPage; cardEnabled: boolean }) {
  const { user, apply, updating, walletBalance } = page;
  const checkout = useCheckout(page);
  const { lines, address, preview, coupon, order, dateLine } = checkout;
  useDialogsFetchedWhenIdle();

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
