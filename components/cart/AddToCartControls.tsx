'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { ProductDto } from '@/lib/catalog/dto';
import { isAddable } from '@/lib/cart/limits';
import { addToCartMessages } from '@/lib/messages/add-to-cart';
import { commonMessages } from '@/lib/messages/common';
import { productMessages } from '@/lib/messages/product';
import { serverMessages } from '@/lib/messages/server';
import { useAuthDialog } from '@/components/auth/use-auth-dialog';
import { useSession } from '@/components/auth/use-session';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import { unitsInCart } from './cart-lines';
import { useStoredCart } from './use-cart';
import styles from './cart.module.css';

// The modal (quantity, size, colour, delivery date) loads on first use, not with the page.
const AddToCartModal = dynamic(() => import('./AddToCartModal'), { ssr: false });

type Props = { product: ProductDto; mode: 'list' | 'detail' };

/**
 * AÑADIR AL CARRITO and COMPRAR for a product (catalogue.md §4): a visitor gets the warning and the
 * login dialog; a signed-in buyer gets the add-to-cart modal; COMPRAR goes to /cart after adding.
 * AGOTADO products cannot be added. Shows how many units are already in the cart.
 */
export function AddToCartControls({ product, mode }: Props) {
  const { user } = useSession();
  const auth = useAuthDialog();
  const snackbar = useSnackbar();
  const cart = useStoredCart();
  const [modal, setModal] = useState<{ buy: boolean } | null>(null);
  const inCart = unitsInCart(cart?.products ?? [], product._id);
  const addable = isAddable(product);

  function start(buy: boolean) {
    if (!user) {
      snackbar.show(serverMessages.unauthenticated, { kind: 'warning', durationMs: 2000 });
      auth.open('login');
      return;
    }
    setModal({ buy });
  }

  return (
    <div className={`${styles.controls} ${mode === 'detail' ? styles.detail : ''}`}>
      {addable ? (
        <>
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => start(false)}>{addToCartMessages.addButton}</button>
          <button type="button" className={ui.button} onClick={() => start(true)}>{commonMessages.buy}</button>
        </>
      ) : (
        <span className={styles.soldOut}>{productMessages.soldOut}</span>
      )}
      {inCart > 0 && <p className={styles.inCart}>{addToCartMessages.inCart(inCart)}</p>}
      {modal && <AddToCartModal product={product} buy={modal.buy} onClose={() => setModal(null)} />}
    </div>
  );
}
