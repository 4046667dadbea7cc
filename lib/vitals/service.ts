import '#server-only';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { clientAddress } from '../auth/rate-limit';
import { routePattern, type VitalsBeacon } from './metrics';
import { summariseVitals, utcDay, type VitalSample, type VitalsRow } from './percentile';
import { beaconCounter } from './rate';
import { WebVital } from '@/models/WebVital';
import { globalSlot } from '../global-slot';

/** 30 beacons per address per 10 minutes (a page sends one or two); at most 20,000 addresses tracked. */
const cap = globalSlot('__importaVitalsCap', () => beaconCounter({ limit: 30, windowMs: 10 * 60_000, maxKeys: 20_000 }));

/** The report covers this many days, and reads at most this many samples (newest first). */
export const REPORT_DAYS = 14;
export const REPORT_MAX_SAMPLES = 50_000;

/** POST /api/vitals: stores the beacon's metrics under the page's route pattern; 429 past the per-address cap. */
export async function recordVitals(beacon: VitalsBeacon, request: Request, now = new Date()): Promise<null> {
  if (!cap.allow(clientAddress(request), now.getTime())) throw new AppError('rateLimited', { details: { retryAfterSeconds: 600 } });
  await connectDb();
  const route = routePattern(beacon.path);
  const day = utcDay(now);
  // One sample per metric name per beacon: a repeated name is a client bug or a forgery.
  const unique = [...new Map(beacon.metrics.map((m) => [m.name, m])).values()];
  await WebVital.insertMany(unique.map((m) => ({ name: m.name, value: m.value, route, day })));
  return null;
}

/** GET /api/vitals (super admins): p75 per page and per day over the last 14 days (at most 50,000 samples, newest first). */
export async function vitalsReport(now = new Date()): Promise<{ days: number; samples: number; rows: VitalsRow[] }> {
  await connectDb();
  const since = new Date(now.getTime() - REPORT_DAYS * 24 * 3600_000);
  const samples = await WebVital.find({ createdAt: { $gte: since } }, 'name value route day -_id')
    .sort({ createdAt: -1 })
    .limit(REPORT_MAX_SAMPLES)
    .lean<VitalSample[]>();
  return { days: REPORT_DAYS, samples: samples.length, rows: summariseVitals(samples) };
}
