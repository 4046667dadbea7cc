'use client';

import { useSWR } from '@/components/ui/use-swr';
import { trackingMessages } from '@/lib/messages/tracking';
import ui from '@/components/ui/ui.module.css';
import styles from './tracking.module.css';

type Share = { path: string; deliveryCode: string; orderNumber: number; addresseeFirstName: string };

/** GET path of the buyer's share data of an order. */
export function sharePath(orderId: string): string {
  return `/api/tracking/share?orderId=${encodeURIComponent(orderId)}`;
}

/** A WhatsApp message to anyone (no number): the contact is chosen in WhatsApp. */
export function shareOnWhatsApp(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * The buyer's side: the recipient's tracking link, 'Compartir por WhatsApp' with a prepared
 * message (link and delivery code), and the 4-digit code to pass on. Never shown to the courier.
 */
export function ShareOrder({ orderId, token, finished }: { orderId: string; token: string | null; finished: boolean }) {
  const { data } = useSWR<Share>(token ? [sharePath(orderId), token] : null);
  if (!data) return null;
  const url = `${window.location.origin}${data.path}`;
  const text = trackingMessages.shareMessage(data.addresseeFirstName, data.orderNumber, url, data.deliveryCode);
  return (
    <section className={styles.panel} aria-label={trackingMessages.share}>
      {!finished && (
        <>
          <h3>{trackingMessages.code}</h3>
          <p className={styles.code} data-testid="delivery-code">
            {data.deliveryCode}
          </p>
          <p>{trackingMessages.codeHint}</p>
        </>
      )}
      <p className={styles.link}>
        <a href={data.path} data-testid="tracking-link">
          {url}
        </a>
      </p>
      <div className={styles.row}>
        <a className={ui.button} href={shareOnWhatsApp(text)} target="_blank" rel="noopener noreferrer">
          {trackingMessages.share}
        </a>
      </div>
    </section>
  );
}
