'use client';

import Link from '@/components/ui/Link';
import { formatUsd } from '@/lib/money';
import { offlineMessages as m } from '@/lib/messages/offline';
import { STORAGE_KEYS, useStored } from '@/components/auth/local-store';
import ui from '@/components/ui/ui.module.css';
import { dropQueued, type QueuedOrder } from './order-queue';
import { formatDateTime } from '@/lib/format';
import styles from './offline.module.css';

/**
 * The buyer's orders kept on this device: waiting for the line (they can be cancelled before they
 * go) or refused by the server when sent (the reason shown, to review the cart and confirm again).
 */
export function QueuedOrders({ userId }: { userId: string }) {
  const stored = useStored<QueuedOrder[]>(STORAGE_KEYS.orderQueue);
  const mine = (Array.isArray(stored) ? stored : []).filter((o) => o.userId === userId);
  if (mine.length === 0) return null;
  return (
    <section className={styles.queued} aria-label={m.orderWaitingTitle}>
      <h2 className={styles.queuedTitle}>{m.orderWaitingTitle}</h2>
      <ul className={styles.queuedList}>
        {mine.map((order) => (
          <li key={order.key} className={styles.queuedOrder} data-testid="queued-order">
            <p className={order.refusal ? styles.refused : styles.waiting}>{order.refusal ? order.refusal.message : m.orderWaiting}</p>
            <p className={styles.meta}>
              {m.orderQueuedAt(formatDateTime(order.queuedAt))} · {formatUsd(order.summary.total)}
            </p>
            <p className={styles.meta}>{order.summary.lines.map((l) => `${l.count} × ${l.name}`).join(', ')}</p>
            {order.refusal ? (
              <Link href="/cart" className={ui.button} onClick={() => dropQueued(order.key)}>
                {m.confirmAgain}
              </Link>
            ) : (
              <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => dropQueued(order.key)}>
                {m.cancelQueued}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
