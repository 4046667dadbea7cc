'use client';

import { carouselMessages } from '@/lib/messages/carousel';
import { commonMessages } from '@/lib/messages/common';
import styles from '@/components/dashboard/dashboard.module.css';

/** Previous / 'Pág: x/y' / next, with the 'a-b/total' range; nothing when everything fits on one page. */
export function Pager({ page, count, limit, onPage }: { page: number; count: number; limit: number; onPage(page: number): void }) {
  const pages = Math.max(1, Math.ceil(count / limit));
  if (pages <= 1) return null;
  const from = (page - 1) * limit + 1;
  return (
    <nav className={styles.pager} aria-label={commonMessages.page(page, pages)}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {carouselMessages.previous}
      </button>
      <span>
        {commonMessages.page(page, pages)} · {commonMessages.range(from, Math.min(count, page * limit), count)}
      </span>
      <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {commonMessages.next}
      </button>
    </nav>
  );
}
