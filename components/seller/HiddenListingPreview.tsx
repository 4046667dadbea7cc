'use client';

import type { ReactNode } from 'react';
import { useParams } from 'next/navigation';
import type { ProductDto } from '@/lib/catalog/dto';
import { adminMessages } from '@/lib/messages/admin';
import { ProductDetail } from '@/components/product/ProductDetail';
import { sellerPaths } from './api';
import { useApi } from './use-api';
import styles from './seller.module.css';

/**
 * The product page of a listing hidden by a super admin: everyone gets `children` (the not-found
 * screen); the owner and super admins, whom the server answers the listing, see it marked instead.
 */
export function HiddenListingPreview({ children }: { children: ReactNode }) {
  const params = useParams<{ id: string }>();
  const id = typeof params?.id === 'string' ? params.id : '';
  const { data } = useApi<ProductDto>(id ? sellerPaths.hiddenListing(id) : null, { shouldRetryOnError: false });
  if (!data) return <>{children}</>;
  return (
    <>
      <p role="status" className={styles.hiddenNotice}>{adminMessages.products.hidden}</p>
      <ProductDetail product={data} />
    </>
  );
}
