/**
 * Whether the browser says the line is slow or the shopper wants to save data (pure; the Network
 * Information API's navigator.connection, Chromium only). Then the store offers the light pages;
 * it never switches by itself, so a shopper on a good line never gets them by accident, and the
 * pages the shared caches keep stay one answer per URL.
 */
export type LineInfo = { saveData?: boolean; effectiveType?: string; downlink?: number; rtt?: number };

/** Below this (Mbit/s) or above this round trip (ms), a '3g' line is as slow as the connections the light pages are for (400 kbit/s, 400 ms). */
const SLOW_DOWNLINK_MBPS = 0.5;
const SLOW_RTT_MS = 400;

export function lineIsSlow(line: LineInfo | null | undefined): boolean {
  if (!line) return false;
  if (line.saveData === true) return true;
  if (line.effectiveType === 'slow-2g' || line.effectiveType === '2g') return true;
  if (line.effectiveType !== '3g') return false;
  return (line.downlink !== undefined && line.downlink > 0 && line.downlink <= SLOW_DOWNLINK_MBPS) || (line.rtt !== undefined && line.rtt >= SLOW_RTT_MS);
}
