import type { ClaimDto } from '@/lib/claims/dto';
import { formatDateTime } from '@/lib/format';
import { claimsMessages as c } from '@/lib/messages/claims';
import { formatUsd } from '@/lib/money';
import shared from '@/components/reviews/reviews.module.css';
import styles from './claims.module.css';

/** One claim as its buyer, the seller and the admins read it: what went wrong, the photos, its state and its resolution. */
export function ClaimSummary({ claim }: { claim: ClaimDto }) {
  const resolution = claim.resolution;
  return (
    <>
      <p className={shared.meta}>
        <strong>{c.reasons[claim.reason]}</strong>
        <span>{c.openedOn(formatDateTime(claim.createdAt))}</span>
        <span>{c.status(c.statuses[claim.status])}</span>
      </p>
      {claim.description && <p className={styles.text}>{claim.description}</p>}
      {claim.photos.length > 0 && (
        <div className={styles.photos}>
          {claim.photos.map((src, i) => (
            // Private photos behind a signed path: not for the image optimizer.
            // eslint-disable-next-line @next/next/no-img-element
            <img key={src} src={src} alt={c.photoAlt(i + 1)} className={styles.photo} loading="lazy" />
          ))}
        </div>
      )}
      {resolution && (
        <div className={styles.resolution} data-testid="claim-resolution">
          <p>{c.resolvedLine(c.resolutions[resolution.kind], formatDateTime(resolution.at))}</p>
          {resolution.amount > 0 && <p>{c.refundedAmount(formatUsd(resolution.amount))}</p>}
          {resolution.reason && <p>{c.refusedReason(resolution.reason)}</p>}
        </div>
      )}
    </>
  );
}
