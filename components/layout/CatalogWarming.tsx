'use client';

import { useEffect } from 'react';
import { layoutMessages } from '@/lib/messages/layout';
import { screensMessages } from '@/lib/messages/screens';
import { CATALOG_WARMING_RETRY_SECONDS } from '@/lib/catalog/warming';
import { Icon, infoIcon } from './icons';
import styles from './StatusScreen.module.css';

/** 'Volvemos en unos segundos' while the catalogue loads after a restart; asks again by itself after Retry-After's seconds. */
export function CatalogWarming({ onRetry }: { onRetry: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onRetry, CATALOG_WARMING_RETRY_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [onRetry]);
  return (
    <section className={styles.screen} role="status">
      <Icon path={infoIcon} size={56} className={styles.art} />
      <h1 className={styles.title}>{screensMessages.catalogWarming}</h1>
      <p className={styles.hint}>{screensMessages.catalogWarmingHint}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={onRetry}>
          {layoutMessages.retry}
        </button>
      </div>
    </section>
  );
}
