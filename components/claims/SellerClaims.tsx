'use client';

import type { ClaimDto } from '@/lib/claims/dto';
import { claimsMessages as c } from '@/lib/messages/claims';
import { useApi } from '@/components/dashboard/use-api';
import { ClaimSummary } from './ClaimSummary';
import shared from '@/components/reviews/reviews.module.css';
import styles from './claims.module.css';

/** /delivers: the seller's open claims, newest first, with the photos; a super admin resolves them. */
export function SellerClaims() {
  const { data } = useApi<{ claims: ClaimDto[] }>('/api/claims/seller', { dedupingInterval: 0, revalidateOnMount: true });
  if (!data) return null;
  return (
    <section className={shared.section} aria-labelledby="seller-claims" data-testid="seller-claims">
      <h2 id="seller-claims">{c.sellerTitle}</h2>
      {data.claims.length === 0 ? (
        <p className={shared.meta}>{c.sellerNone}</p>
      ) : (
        <ul className={shared.list}>
          {data.claims.map((claim) => (
            <li key={claim._id} className={styles.item}>
              <strong>{c.sellerLine(claim.orderNumber, claim.productName, c.reasons[claim.reason])}</strong>
              <ClaimSummary claim={claim} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
