'use client';

import type { ReactNode } from 'react';
import { AddToCartControls } from '@/components/cart/AddToCartControls';
import { DeliveryFeeLabel } from '@/components/delivery-quote/DeliveryFeeLabel';
import type { CardControlsProduct } from './card-props';
import { FavoriteButton } from './FavoriteButton';
import { OwnerActions, type OwnerContext } from './OwnerActions';
import styles from './ProductCard.module.css';

type Props = {
  product: CardControlsProduct;
  context: OwnerContext;
  /** The picture and tags, drawn by the server (nothing in them to hydrate). */
  media: ReactNode;
  /** Name, price, seller and delivery, drawn by the server. */
  info: ReactNode;
};

/**
 * A list card's frame and its four controls (favourite, delivery fee, cart, owner's), around what the
 * server drew. One client component a card, given the product's fields once: as four islands each had
 * its own copy of the fields in the page's flight data, and the search page's render (on the server,
 * per request) grew with every element and value of it.
 */
export function ProductCardShell({ product, context, media, info }: Props) {
  return (
    <article className={styles.card} aria-labelledby={`card-${product._id}`}>
      <div className={styles.media}>
        {media}
        <FavoriteButton product={product} className={styles.favorite} />
      </div>
      <div className={styles.body}>
        {info}
        <DeliveryFeeLabel sellerId={product.sellerId} price={product.totalPrice} />
        <AddToCartControls product={product} mode="list" />
        <OwnerActions product={product} context={context} />
      </div>
    </article>
  );
}
