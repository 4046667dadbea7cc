import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { pathSegment } from '@/lib/account/schemas';
import { messages } from '@/lib/messages';
import { formatDateTime } from '@/lib/format';
import { formatWindow } from '@/lib/tracking/expected';
import { loadTracking } from '@/lib/tracking/service';
import { DeliveryProofView } from '@/components/tracking/DeliveryProofView';
import styles from '@/components/tracking/tracking.module.css';

type Props = { params: Promise<{ token: string }> };

// One read per request, shared by the metadata and the page.
const trackingOf = cache((token: string) => loadTracking(pathSegment(token)));

const trackingMessages = messages.tracking;

/** The rich preview of the link in WhatsApp: order number, addressee's first name, status and municipality only. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await trackingOf((await params).token);
  if (!view) return { title: trackingMessages.invalidLink, robots: { index: false, follow: false } };
  const title = `${trackingMessages.title(view.orderNumber)} · ${trackingMessages.forAddressee(view.addresseeFirstName)}`;
  const description = trackingMessages.ogDescription(view.currentStatus, view.municipality);
  return {
    title,
    description,
    robots: { index: false, follow: false },
    openGraph: {
      type: 'website',
      title,
      description,
      siteName: 'Importa',
      locale: 'es_ES',
      images: [{ url: '/icons/icon-512.png', width: 512, height: 512, alt: 'Importa' }],
    },
    twitter: { card: 'summary', title, description },
  };
}

/**
 * /seguimiento/{token}: the recipient's page, without login. The signed token is the only key; it
 * shows the status, its history, the expected delivery and, until delivery, the code to give the
 * courier, and once delivered the proof (time, receiver, photo). Nothing private beyond the
 * addressee's first name and municipality.
 */
export default async function TrackingPage({ params }: Props) {
  const view = await trackingOf((await params).token);
  if (!view) notFound();
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="tracking-title">
        <h1 id="tracking-title">{trackingMessages.title(view.orderNumber)}</h1>
        <p>
          {trackingMessages.forAddressee(view.addresseeFirstName)} · {view.municipality}, {view.region}
        </p>
        <p className={styles.status} data-testid="tracking-status">
          {view.currentStatus}
        </p>
        {view.deliveredAt ? (
          <p className={styles.ok}>{trackingMessages.delivered(formatDateTime(view.deliveredAt))}</p>
        ) : (
          view.expected && <p>{trackingMessages.expected(formatWindow({ from: new Date(view.expected.from), to: new Date(view.expected.to) }))}</p>
        )}
        {!view.deliveredAt && view.slots.length > 0 && (
          <ul className={styles.slots} data-testid="tracking-slots">
            {view.slots.map((line, i) => (
              <li key={`${line.name}-${i}`}>{messages.orderMail.slot(line.name, line.slot)}</li>
            ))}
          </ul>
        )}
      </section>
      {view.proof && (
        <section className={styles.card}>
          <DeliveryProofView proof={view.proof} orderNumber={view.orderNumber} />
        </section>
      )}
      {view.deliveryCode && (
        <section className={styles.card} aria-labelledby="tracking-code">
          <h2 id="tracking-code">{trackingMessages.code}</h2>
          <p className={styles.code} data-testid="tracking-code">
            {view.deliveryCode}
          </p>
          <p>{trackingMessages.codeHint}</p>
        </section>
      )}
      <section className={styles.card} aria-labelledby="tracking-history">
        <h2 id="tracking-history">{messages.ordersPage.history}</h2>
        <ol className={styles.history}>
          {view.statuses.map((entry, i) => (
            <li key={`${entry.status}-${i}`}>
              {entry.status} · {formatDateTime(entry.date)}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
