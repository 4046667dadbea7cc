'use client';

import { useSyncExternalStore } from 'react';
import { dataSaverOn, lightPath } from '@/lib/datasaver/light-paths';
import { lineIsSlow, type LineInfo } from '@/lib/datasaver/slow-line';
import { lazyComponent } from '@/components/ui/lazy-component';
import { CLOSED_KEY } from './slow-line-offer-key';

// The offer's text and buttons load only on a line slow enough to offer it.
const SlowLineNotice = lazyComponent(() => import('./SlowLineNotice'), null, { optional: true });

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
  return offered === null ? null : <SlowLineNotice offered={offered} />;
}
