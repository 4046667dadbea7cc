'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { dataSaverMessages } from '@/lib/messages/data-saver';
import { DATA_SAVER_COOKIE, DATA_SAVER_MAX_AGE_S, dataSaverOn, lightPath } from '@/lib/datasaver/light-paths';
import styles from './DataSaverSwitch.module.css';

const readCookie = () => dataSaverOn(document.cookie);
const noSubscription = () => () => undefined;

/**
 * 'Modo ahorro de datos' in the top bar: remembered in a cookie of this browser (read here, never
 * by the normal pages' server code, so they stay cacheable); proxy.ts serves the light pages while
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

  function toggle() {
    document.cookie = on
      ? `${DATA_SAVER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${DATA_SAVER_COOKIE}=1; Path=/; Max-Age=${DATA_SAVER_MAX_AGE_S}; SameSite=Lax`;
    // A full load: the proxy picks the light or normal page for this URL from the cookie.
    if (lightPath(window.location.pathname)) window.location.reload();
    else window.location.assign(window.location.href);
  }

  return (
    <button type="button" role="switch" aria-checked={on} className={styles.switch} onClick={toggle} title={on ? dataSaverMessages.on : dataSaverMessages.off}>
      <span className={styles.track} aria-hidden="true"><span className={styles.thumb} /></span>
      <span className={styles.label}>{dataSaverMessages.switchLabel}</span>
    </button>
  );
}
