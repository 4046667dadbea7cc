'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/components/ui/when-idle';

/**
 * Field performance (Core Web Vitals from real browsers): after the page has loaded and the
 * browser is idle, loads the web-vitals library and the reporter (a chunk of their own, never
 * in the first load) which sends the metrics to POST /api/vitals. Renders nothing.
 */
export function VitalsReporter() {
  useEffect(() => {
    const start = () => whenIdle(() => import('./report-vitals').then((m) => m.startVitalsReporting()));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  return null;
}
