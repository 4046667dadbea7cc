'use client';

import { useState, useSyncExternalStore } from 'react';
import { connectionMessages } from '@/lib/messages/connection';
import { uiMessages } from '@/lib/messages/ui';
import { dataSaverOn, lightPath } from '@/lib/datasaver/light-paths';
import { lineIsSlow, type LineInfo } from '@/lib/datasaver/slow-line';
import { switchDataSaver } from './switch-mode';
import styles from './DataSaverSwitch.module.css';

/** Closed for the rest of the visit (this tab). */
const CLOSED_KEY = 'importa-oferta-ahorro';

const noSubscription = () => () => undefined;

/** The page to come back to through the light version, when the offer is due; null otherwise. */
function offeredPath(): string | null {
  try {
    if (sessionStorage.getItem(CLOSED_KEY) !== null) return null;
  } catch {
    // storage blocked: offer it anyway
  }
  const line = (navigator as Navigator & { connection?: LineInfo }).connection;
  if (!lineIsSlow(line) || dataSaverOn(document.cookie) || !lightPath(window.location.pathname)) return null;
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * On a slow line, or when the browser asks to save data (Save-Data), an offer of the light pages at
 * the top of a page that has a light version (home, product, store): the shopper chooses; the light pages' DESACTIVAR AHORRO DE DATOS comes back.
 * Decided in the browser only, so the server's pages (and the caches keeping them) never vary by line.
 */
export function SlowLineOffer() {
  const offered = useSyncExternalStore(noSubscription, offeredPath, () => null);
  const [closed, setClosed] = useState(false);
  if (offered === null || closed) return null;
  // With JavaScript, the page shown now is loaded again light (the shopper may have moved on since this was drawn).
  function useLight(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    switchDataSaver(true);
  }
  function close() {
    try {
      sessionStorage.setItem(CLOSED_KEY, '1');
    } catch {
      // storage blocked: closed for this page only
    }
    setClosed(true);
  }
  return (
    <p className={styles.offer} role="status">
      {connectionMessages.slowLine}{' '}
      <a href={`/ahorro/on?next=${encodeURIComponent(offered)}`} onClick={useLight}>
        {connectionMessages.useLight}
      </a>
      <button type="button" className={styles.offerClose} onClick={close} aria-label={uiMessages.close}>
        ×
      </button>
    </p>
  );
}
