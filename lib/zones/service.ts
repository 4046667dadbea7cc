import '#server-only';
import type { Viewer } from '../auth/guard';
import { cachedRead, forgetCachedRead } from '../http/cache/read-cache';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { guardedUpdate, withDocumentLock } from '../guarded-write';
import { messages } from '../messages';
import type { DeliveryZone } from '../delivery/quote';
import { pauseFor, zoneLabel, type ActivePause } from './rules';
import type { PauseInput } from './schemas';
import { ZonePause, type LeanZonePause } from '@/models/ZonePause';

/** Shoppers' list is read on many pages: kept in memory briefly, dropped on every pause or resume here. */
const CACHE_MS = 15_000;
const ACTIVE_PAUSES = 'zone-pauses';

function toActive(doc: LeanZonePause): ActivePause {
  return {
    _id: String(doc._id),
    province: doc.province,
    municipality: doc.municipality ?? '',
    notice: doc.notice,
    since: doc.createdAt ? new Date(doc.createdAt).toISOString() : '',
  };
}

async function readActive(): Promise<ActivePause[]> {
  await connectDb();
  const docs = await ZonePause.find({ active: true }).sort({ createdAt: -1 }).lean<LeanZonePause[]>();
  return docs.map(toActive);
}

/** Every active pause (the public banner list), from a cache of at most 15 s. */
export function listActivePauses(now = Date.now()): Promise<ActivePause[]> {
  return cachedRead(ACTIVE_PAUSES, CACHE_MS, readActive, { now: () => now });
}

/** Admin list: the active pauses and the 20 last resumed ones. */
export async function listPausesForAdmin(): Promise<{ active: ActivePause[]; ended: (ActivePause & { endedAt: string })[] }> {
  await connectDb();
  const ended = await ZonePause.find({ active: false }).sort({ endedAt: -1 }).limit(20).lean<LeanZonePause[]>();
  return { active: await readActive(), ended: ended.map((doc) => ({ ...toActive(doc), endedAt: doc.endedAt ? new Date(doc.endedAt).toISOString() : '' })) };
}

/** Pauses new orders to a zone (super admins); one active pause per zone (409 for a second). */
export async function pauseZone(viewer: Viewer, input: PauseInput): Promise<{ message: string; pause: ActivePause }> {
  await connectDb();
  const created = await withDocumentLock(`ZonePause:${input.province}|${input.municipality}`, async () => {
    const existing = await ZonePause.findOne({ active: true, province: input.province, municipality: input.municipality }).lean();
    if (existing) throw new AppError('zoneDuplicate');
    return ZonePause.create({ ...input, active: true, createdBy: viewer._id });
  });
  forgetCachedRead(ACTIVE_PAUSES);
  return { message: messages.zones.paused, pause: toActive(created.toObject()) };
}

/** Resumes orders to a paused zone (super admins); a pause already resumed answers 404. */
export async function resumeZone(viewer: Viewer, id: string, now = new Date()): Promise<{ message: string }> {
  await connectDb();
  const updated = await guardedUpdate(ZonePause, id, { active: true }, { $set: { active: false, endedAt: now, endedBy: viewer._id } });
  if (!updated) throw new AppError('notFound');
  forgetCachedRead(ACTIVE_PAUSES);
  return { message: messages.zones.resumed };
}

/** Order creation's check: throws zonePaused (with the zone and its notice) when new orders to `zone` are paused. Reads fresh. */
export async function assertZoneOpen(zone: DeliveryZone): Promise<void> {
  const pause = pauseFor(await readActive(), zone);
  if (pause) throw new AppError('zonePaused', { message: messages.zones.refused(zoneLabel(pause), pause.notice) });
}
