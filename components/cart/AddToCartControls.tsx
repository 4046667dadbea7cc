'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useState } from 'react';
import { isAddable } from '@/lib/cart/addable';
import { cartButtonMessages } from '@/lib/messages/cart-button';
import type { CartCardProduct } from '@/components/product/card-props';
import { useListedAvailability } from '@/components/product/listed-availability';
import { useShopper } from '@/components/product/shopper-context';
import ui from '@/components/ui/ui.module.css';
import styles from './cart.module.css';

// The modal (quantity, size, colour, delivery date) loads on first use, not with the page.
const AddToCartModal = lazyComponent(() => import('./AddToCartModal'));

type Props = { product: CartCardProduct; mode: 'list' | 'detail' };

/**
 * AÑADIR AL CARRITO and COMPRAR for a product (docs/contract/catalogue.md §4): a visitor gets the warning and the
 * login dialog; a signed-in buyer gets the add-to-cart modal; COMPRAR goes to /cart after adding.
 * AGOTADO products cannot be added. Shows how many units are already in the cart.
 */
export function AddToCartControls({ product, mode }: Props) {
  const shopper = useShopper();
  const [modal, setModal] = useState<{ buy: boolean } | null>(null);
  const inCart = shopper.unitsInCart(product._id);
  // An owner's switch on this card counts at once.
  const addable = isAddable({ ...product, available: useListedAvailability(product) });

  function start(buy: boolean) {
    if (shopper.user) setModal({ buy });
    else shopper.askToSignIn();
  }

  return (
    <div className={`${styles.controls} ${mode === 'detail' ? styles.detail : ''}`}>
      {addable ? (
        <>
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => start(false)}>
            {cartButtonMessages.addButton}
          </button>
          <button type="button" className={ui.button} onClick={() => start(true)}>
            {cartButtonMessages.buy}
          </button>
        </>
      ) : (
        <span className={styles.soldOut}>{cartButtonMessages.soldOut}</span>
      )}
      {inCart > 0 && <p className={styles.inCart}>{cartButtonMessages.inCart(inCart)}</p>}
      {modal && <AddToCartModal product={product} buy={modal.buy} onClose={() => setModal(null)} />}
    </div>
  );
}
