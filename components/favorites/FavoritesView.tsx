'use client';

import Image from 'next/image';
import Link from '@/components/ui/Link';
import { useEffect } from 'react';
import { useSWR } from '@/components/ui/use-swr';
import type { ProductDto } from '@/lib/catalog/dto';
import { paths } from '@/lib/http/paths';
import { formatUsd } from '@/lib/money';
import { cartMessages } from '@/lib/messages/cart';
import { screensMessages } from '@/lib/messages/screens';
import { AccessDenied } from '@/components/layout/AccessDenied';
import { SignInButton } from '@/components/auth/SignInButton';
import { useSession } from '@/components/auth/use-session';
import { AddToCartControls } from '@/components/cart/AddToCartControls';
import { cartCardProductOf, type FavoriteProduct } from '@/components/product/card-props';
import { FavoriteButton } from '@/components/product/FavoriteButton';
import { Skeleton } from '@/components/ui/Skeleton';
import { useFavorites } from './use-favorites';
import styles from './favorites.module.css';

const SKELETONS = 10;

/** FAVORITOS: the signed-in user's local favorites, each refreshed from the server (null → unavailable). */
export function FavoritesView() {
  const { user, token, ready } = useSession();
  const { favorites } = useFavorites();
  if (!ready) {
    return (
      <ul className={styles.grid} aria-busy="true">
        {Array.from({ length: SKELETONS }, (_, i) => (
          <li key={i}>
            <Skeleton height={300} />
          </li>
        ))}
      </ul>
    );
  }
  if (!user || !token)
    return (
      <AccessDenied>
        <SignInButton />
      </AccessDenied>
    );
  if (favorites.length === 0) {
    return (
      <div className={styles.empty}>
        <h2>{screensMessages.noFavorites}</h2>
        <p>{screensMessages.noFavoritesHint}</p>
      </div>
    );
  }
  return (
    <ul className={styles.grid}>
      {favorites.map((product) => (
        <FavoriteTile key={product._id} stored={product} token={token} />
      ))}
    </ul>
  );
}

/**
 * One favorite: the stored copy (name, picture, price) at once, replaced by the server's; a null answer marks it
 * unavailable. The buying controls need the product's limits, so they come with the server's copy.
 */
function FavoriteTile({ stored, token }: { stored: FavoriteProduct; token: string }) {
  const { refresh } = useFavorites();
  const { data } = useSWR<ProductDto | null>([paths.products.one(stored._id), token]);
  useEffect(() => {
    if (data) refresh(data);
  }, [data, refresh]);
  const unavailable = data === null;
  const product = data ?? stored;
  return (
    <li className={`${styles.tile} ${unavailable ? styles.dim : ''}`}>
      <Link href={`/products/detail/${product._id}`}>
        <Image src={product.mainImageUrl || '/icon.svg'} alt={product.name} width={208} height={208} />
      </Link>
      <FavoriteButton product={product} className={styles.tileHeart} />
      <h3 className={styles.name}>
        <Link href={`/products/detail/${product._id}`}>{product.name}</Link>
      </h3>
      <p className={styles.price}>{formatUsd(product.totalPrice)}</p>
      {unavailable && <p className={styles.unavailable}>{cartMessages.notAvailable}</p>}
      {data && <AddToCartControls product={cartCardProductOf(data)} mode="list" />}
    </li>
  );
}
