'use client';

import type { ProductDto } from '@/lib/catalog/dto';
import { adminMessages } from '@/lib/messages/admin';
import { ProductDetail } from '@/components/product/ProductDetail';
import styles from './seller.module.css';

/** A listing hidden by a super admin, as its owner and super admins see it: marked, then the whole page. */
export default function HiddenListing({ product }: { product: ProductDto }) {
  return (
    <>
      <p role="status" className={styles.hiddenNotice}>
        {adminMessages.products.hidden}
      </p>
      <ProductDetail product={product} />
    </>
  );
}
