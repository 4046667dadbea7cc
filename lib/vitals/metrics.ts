import { z } from 'zod';
import { isObjectIdText } from '../ids';

/** The Core Web Vitals the store collects from real browsers, and the largest value kept for each. */
export const VITAL_LIMITS = { LCP: 120_000, INP: 60_000, CLS: 20, TTFB: 120_000 } as const;
export type VitalName = keyof typeof VITAL_LIMITS;
export const VITAL_NAMES = Object.keys(VITAL_LIMITS) as VitalName[];

/** Google's "good" thresholds (ms; CLS unitless), for the report's colours. */
export const GOOD_THRESHOLDS: Readonly<Record<VitalName, number>> = { LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 };
export const POOR_THRESHOLDS: Readonly<Record<VitalName, number>> = { LCP: 4000, INP: 500, CLS: 0.25, TTFB: 1800 };

const MAX_METRICS_PER_BEACON = 8;

const metricSchema = z
  .object({
    name: z.enum(VITAL_NAMES as [VitalName, ...VitalName[]]),
    value: z.number().finite().min(0),
  })
  .refine((m) => m.value <= VITAL_LIMITS[m.name]);

/** POST /api/vitals: the page's path (normalised on the server) and up to 8 metrics. Unknown keys dropped. */
export const vitalsBeaconSchema = z.object({
  path: z.string().max(300).regex(/^\//),
  metrics: z.array(metricSchema).min(1).max(MAX_METRICS_PER_BEACON),
});
export type VitalsBeacon = z.output<typeof vitalsBeaconSchema>;

const SINGLE_ROUTES: readonly string[] = [
  '',
  'cart',
  'account',
  'favorites',
  'orders',
  'myproducts',
  'selldashboard',
  'finances',
  'currencyExchange',
  'exchangeHistory',
  'conversations',
  'privacypolicy',
  'legalinformation',
  'help',
  'adminUsers',
  'adminProducts',
  'adminCategories',
  'adminDistributors',
  'adminZones',
  'adminCash',
  'adminClaims',
  'adminVitals',
  'adminTransfers',
  'ahorro',
];

/**
 * The route pattern of a page path, so that every product or user counts as one page and no id
 * (or anything a visitor typed) is stored: '/products/detail/abc' → '/products/detail/[id]'.
 * Query and hash are dropped; paths outside the route table become '(otra)'.
 */
export function routePattern(path: string): string {
  const parts = path.split(/[?#]/)[0].split('/').filter(Boolean);
  const [first = '', second, third] = parts;
  if (parts.length <= 1 && SINGLE_ROUTES.includes(first)) return `/${first}`;
  if (first === 'products' && second === 'detail' && parts.length === 3) return '/products/detail/[id]';
  if ((first === 'distributor' || first === 'users') && parts.length === 2) return `/${first}/[id]`;
  if (first === 'orders' && parts.length <= 3) return ['/orders', '/orders/[userId]', '/orders/[userId]/[orderId]'][parts.length - 1];
  if (first === 'delivers' && parts.length <= 3) return parts.length === 1 ? '/delivers' : '/delivers/[...ids]';
  if (first === 'myproducts' && second === 'create' && parts.length === 2) return '/myproducts/create';
  if (first === 'myproducts' && second === 'edit' && third && parts.length === 3) return '/myproducts/edit/[id]';
  if (first === 'seguimiento' && parts.length >= 2) return '/seguimiento/[...token]';
  if (parts.length === 1 && isObjectIdText(first)) return '/[id]';
  return '(otra)';
}
