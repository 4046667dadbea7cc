'use client';

import { useEffect, useState } from 'react';
import { connectionMessages } from '@/lib/messages/connection';
import { formatDateTime } from '@/lib/format';
import styles from './offline.module.css';

/**
 * "Copia guardada el {fecha}" on a catalogue page the service worker answered from its offline
 * cache (public/sw.js tells which window got a kept copy, and when it was kept). A visit with a
 * line gets the live page, and no notice.
 */
export function SavedCopyNotice() {
  const [savedAt, setSavedAt] = useState<number | null>(null);
  useEffect(() => {
    const worker = navigator.serviceWorker;
    if (!worker?.controller) return;
    const answer = (event: MessageEvent) => {
      const data = event.data as { type?: string; savedAt?: number | null } | null;
      if (data?.type === 'importa-saved-at' && typeof data.savedAt === 'number') setSavedAt(data.savedAt);
    };
    worker.addEventListener('message', answer);
    worker.controller.postMessage({ type: 'importa-saved-at' });
    return () => worker.removeEventListener('message', answer);
  }, []);
  if (savedAt === null) return null;
  return (
    <p className={styles.savedCopy} role="status">
      {connectionMessages.savedCopy(formatDateTime(savedAt))}
    </p>
  );
}
