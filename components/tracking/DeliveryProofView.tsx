import { trackingMessages } from '@/lib/messages/tracking';
import { formatDateTime } from '@/lib/format';
import type { DeliveryProof } from '@/lib/tracking/delivery-proof';
import styles from './tracking.module.css';

/**
 * How an order was handed over: when, to whom, and the photo of the goods, or a line saying it was
 * delivered without one. Plain markup: the tracking page renders it on the server, the order page
 * in its client view.
 */
export function DeliveryProofView({ proof, orderNumber, headingLevel = 2 }: { proof: DeliveryProof; orderNumber: number; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const when = proof.deliveredAt ? formatDateTime(new Date(proof.deliveredAt)) : '';
  return (
    <div data-testid="delivery-proof">
      <Heading>{trackingMessages.proofTitle}</Heading>
      <p className={styles.ok}>{trackingMessages.deliveredTo(when, proof.receiverName)}</p>
      {proof.photoPath ? (
        // A private, signed address the image optimiser must not fetch and cache: a plain img.
        // eslint-disable-next-line @next/next/no-img-element
        <img className={styles.proofPhoto} src={proof.photoPath} alt={trackingMessages.photoAlt(orderNumber)} loading="lazy" decoding="async" />
      ) : (
        <p className={styles.muted}>{trackingMessages.noPhoto}</p>
      )}
    </div>
  );
}
