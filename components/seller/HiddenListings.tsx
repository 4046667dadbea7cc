'use client';

import Image from 'next/image';
import Link from '@/components/ui/Link';
import type { ProductDto } from '@/lib/catalog/dto';
import { formatUsd } from '@/lib/money';
import { adminMessages } from '@/lib/messages/admin';
import { sellerMessages } from '@/lib/messages/seller';
import { sellerPaths } from './api';
import { useApi } from '@/components/dashboard/use-api';
import dashboard from '@/components/dashboard/dashboard.module.css';
import styles from './seller.module.css';

/** On /myproducts: the seller's listings a super admin hid (shoppers no longer see them), each marked and editable. */
export function HiddenListings() {
  const { data } = useApi<ProductDto[]>(sellerPaths.hiddenListings(), { dedupingInterval: 0 });
  if (!data?.length) return null;
  return (
    <section className={dashboard.card} aria-labelledby="hidden-listings">
      <h2 id="hidden-listings">{sellerMessages.hiddenListings}</h2>
      <p className={dashboard.muted}>{sellerMessages.hiddenHint}</p>
      <ul className={styles.hiddenList}>
        {data.map((product) => (
          <li key={product._id}>
            <Image src={product.mainImageUrl || '/icon.svg'} alt="" width={48} height={48} unoptimized />
            <span>
              <Link href={`/myproducts/edit/${product._id}`}>{product.name}</Link>
              <br />
              <strong className={styles.hiddenMark}>{adminMessages.products.hidden}</strong> · {formatUsd(product.totalPrice)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
