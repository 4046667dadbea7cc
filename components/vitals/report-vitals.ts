import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalName } from '@/lib/vitals/metrics';
import { globalSlot } from '@/lib/global-slot';

const VITALS_PATH = '/api/vitals';
const reporting = globalSlot('__importaVitals', () => ({ started: false }));

/**
 * Collects LCP, INP, CLS and TTFB of this page load (web-vitals reports each when final, or when
 * the page is hidden) and sends them in one beacon when the page is hidden. The path is the one
 * the page was loaded at: the metrics belong to that load. Skipped when the browser asks to save data.
 */
export function startVitalsReporting(): void {
  if (reporting.started) return;
  reporting.started = true;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData || typeof navigator.sendBeacon !== 'function') return;
  const path = window.location.pathname;
  const queue = new Map<VitalName, number>();
  // Each metric is sent once per page load (the first time the page is hidden after it is known), so a load counts once.
  const sent = new Set<VitalName>();
  const collect = (metric: Metric) => {
    if (!sent.has(metric.name as VitalName)) queue.set(metric.name as VitalName, metric.value);
  };
  const flush = () => {
    if (queue.size === 0) return;
    const body = JSON.stringify({ path, metrics: [...queue].map(([name, value]) => ({ name, value })) });
    for (const name of queue.keys()) sent.add(name);
    queue.clear();
    navigator.sendBeacon(VITALS_PATH, new Blob([body], { type: 'application/json' }));
  };
  onLCP(collect);
  onINP(collect);
  onCLS(collect);
  onTTFB(collect);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
