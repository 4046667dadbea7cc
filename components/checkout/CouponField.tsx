'use client';

import { cartPageMessages } from '@/lib/messages/cart-page';
import { CodeBoxes } from '@/components/ui/CodeBoxes';
import { Spinner } from '@/components/ui/Spinner';
import { COUPON_LENGTH, couponStatusText, type CouponState } from './use-coupon';
import styles from './checkout.module.css';

/** The six coupon boxes (upper-cased, auto-advancing) and the coupon's status line. */
export function CouponField({ state, onChange }: { state: CouponState; onChange(code: string): void }) {
  const text = couponStatusText(state);
  const tone = state.status === 'applied' ? styles.statusOk : state.status === 'verifying' ? '' : styles.statusBad;
  return (
    <div>
      <CodeBoxes label={cartPageMessages.couponLabel} length={COUPON_LENGTH} value={state.code} onChange={onChange} disabled={state.status === 'verifying'} />
      <p className={`${styles.status} ${tone}`} role="status">
        {state.status === 'verifying' && <Spinner />} {text}
      </p>
    </div>
  );
}
