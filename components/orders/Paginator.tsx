'use client';

import { ordersPageMessages } from '@/lib/messages/orders-page';
import { pagerOf } from './orders-query';
import styles from './orders.module.css';

/** 'Pág: x/y' and 'a-b/total' with previous and next page buttons (page zero-based). */
export function Paginator({ page, count, onPage }: { page: number; count: number; onPage(page: number): void }) {
  const pager = pagerOf(page, count);
  return (
    <nav className={styles.pager} aria-label={pager.label}>
      <button type="button" aria-label={ordersPageMessages.previousPage} disabled={!pager.hasPrevious} onClick={() => onPage(page - 1)}>
        ‹
      </button>
      <span>{pager.label}</span>
      <span className={styles.muted}>{pager.range}</span>
      <button type="button" aria-label={ordersPageMessages.nextPage} disabled={!pager.hasNext} onClick={() => onPage(page + 1)}>
        ›
      </button>
    </nav>
  );
}
