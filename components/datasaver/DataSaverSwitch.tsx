'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { dataSaverMessages } from '@/lib/messages/data-saver';
import { dataSaverOn } from '@/lib/datasaver/light-paths';
import { switchDataSaver } from './switch-mode';
import styles from './DataSaverSwitch.module.css';

const readCookie = () => dataSaverOn(document.cookie);
const noSubscription = () => () => undefined;

/**
 * 'Modo ahorro de datos' in the top bar: remembered in a cookie of this browser (read here, never
 * by the normal pages' server code, so they stay cacheable); next.config.mjs's rewrites serve the light pages while
 * it is on. Also registers the service worker once the page has loaded, so visited catalogue and
 * product pages stay readable offline.
 */
export function DataSaverSwitch() {
  const on = useSyncExternalStore(noSubscription, readCookie, () => false);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);

  const toggle = () => switchDataSaver(!on);

  return (
    <button type="button" role="switch" aria-checked={on} className={styles.switch} onClick={toggle} title={on ? dataSaverMessages.on : dataSaverMessages.off}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.label}>{dataSaverMessages.switchLabel}</span>
    </button>
  );
}
