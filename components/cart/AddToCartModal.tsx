'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { decrementQuantity, usesTagStock } from '@/lib/cart/limits';
import { availableDays, validateDeliveryChoice } from '@/lib/delivery/calendar';
import { isApiError } from '@/lib/http/fetcher';
import { formatUsd } from '@/lib/money';
import { addToCartMessages } from '@/lib/messages/add-to-cart';
import { commonMessages } from '@/lib/messages/common';
import { serverMessages } from '@/lib/messages/server';
import { clearSession } from '@/components/auth/session-store';
import { useAuthDialog } from '@/components/auth/use-auth-dialog';
import type { CartCardProduct } from '@/components/product/card-props';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import { checkAddition, limitProductOf, linesWithAddition, type AddRequest } from './cart-lines';
import { DeliveryPicker, initialDelivery, toDeliveryChoice, type DeliveryState } from './DeliveryPicker';
import { TagPicker } from './TagPicker';
import { initialChoice, type TagChoice } from './tag-choice';
import { loadCartLines, updateCart } from './use-cart';
import styles from './cart.module.css';

type Props = { product: CartCardProduct; buy: boolean; onClose(): void };

const a = addToCartMessages;
const WARNING_MS = 5000;

/**
 * The add-to-cart modal (loaded lazily): quantity (minus stops at 1), size and colour for products
 * with stock per tag, delivery date and time for calendar products. The limits and the calendar
 * are checked here first (lib/cart/limits.ts, lib/delivery/calendar.ts); then PATCH updateCart
 * sends the full cart and its answer replaces the stored one.
 */
export default function AddToCartModal({ product, buy, onClose }: Props) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const auth = useAuthDialog();
  const limits = limitProductOf(product);
  const tagged = usesTagStock(limits);
  const calendar = product.deliveryCalendar;
  const [days] = useState(() => (calendar ? availableDays(new Date(), calendar) : []));
  const [quantity, setQuantity] = useState(1);
  const [tags, setTags] = useState<TagChoice>(() => (tagged ? initialChoice(product.availableCountByTags, limits.sizeKind ?? null) : { size: '', color: '' }));
  const [delivery, setDelivery] = useState<DeliveryState>(() => initialDelivery(days));
  const [busy, setBusy] = useState(false);

  const warn = (text: string) => snackbar.show(text, { kind: 'warning', durationMs: WARNING_MS });

  async function confirm() {
    setBusy(true);
    try {
      const lines = await loadCartLines();
      const add: AddRequest = { productId: product._id, count: quantity, size: tags.size, color: tags.color };
      const check = checkAddition(product, lines, add);
      if (!check.ok) return warn(check.message);
      if (calendar) {
        const choice = toDeliveryChoice(days, delivery);
        const verdict = validateDeliveryChoice(choice, calendar, new Date());
        if (!verdict.ok) return warn(verdict.message);
        add.deliveryCalendar = { allowed: true, ...choice };
      }
      await updateCart({ cart: linesWithAddition(lines, add), quantity, productId: product._id });
      snackbar.show(a.added, { kind: 'success', durationMs: 1500 });
      setQuantity(1);
      onClose();
      if (buy) router.push('/cart');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  function failed(error: unknown) {
    if (isApiError(error) && error.status === 401) {
      clearSession();
      onClose();
      warn(serverMessages.unauthenticated);
      auth.open('login');
    } else if (isApiError(error) && error.status === 400 && error.message) {
      warn(error.message); // the server's limit or calendar message
    } else {
      snackbar.show(a.failed, { kind: 'error', durationMs: WARNING_MS });
    }
  }

  return (
    <Dialog open onClose={onClose} title={product.name}>
      <div className={styles.modal}>
        <p className={styles.price}>{formatUsd(product.totalPrice)}</p>
        <fieldset className={styles.stepper}>
          <legend>{a.quantity}</legend>
          <button type="button" aria-label={a.less} onClick={() => setQuantity(decrementQuantity(quantity))} disabled={quantity <= 1}>
            −
          </button>
          <output aria-live="polite">{quantity}</output>
          <button type="button" aria-label={a.more} onClick={() => setQuantity(quantity + 1)}>
            +
          </button>
        </fieldset>
        {tagged && <TagPicker tags={product.availableCountByTags} kind={limits.sizeKind ?? null} value={tags} onChange={setTags} />}
        {calendar && <DeliveryPicker days={days} value={delivery} onChange={setDelivery} />}
        <div className={styles.actions}>
          <button type="button" className={ui.button} onClick={confirm} disabled={busy}>
            {busy && <Spinner />} {buy ? commonMessages.buy : a.addButton}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
