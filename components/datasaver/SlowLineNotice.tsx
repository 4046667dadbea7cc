'use client';

import { useState } from 'react';
import { connectionMessages } from '@/lib/messages/connection';
import { uiMessages } from '@/lib/messages/ui';
import { switchDataSaver } from './switch-mode';
import { CLOSED_KEY } from './slow-line-offer-key';
import styles from './DataSaverSwitch.module.css';

/** The offer of SlowLineOffer, once it is due: `offered` is the page to come back to through the light version. */
export default function SlowLineNotice({ offered }: { offered: string }) {
  const [closed, setClosed] = useState(false);
  if (closed) return null;
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
