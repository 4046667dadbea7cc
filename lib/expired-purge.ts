import type { Model, QueryFilter } from 'mongoose';
import { globalSlot } from './global-slot';

/*
 * Rate-limit hits and e-mail codes carry an `expiresAt` with a TTL index, which MongoDB honours and
 * FerretDB v1 does not (TTL indexes came with FerretDB 2). On the embedded database they would pile
 * up for ever, and every limiter check reads the whole collection there (only `_id` filters reach
 * SQLite: scripts/server/ferretdb/UPSTREAM.md), so each login, order and coupon check grew slower with every hit
 * ever counted. The writers of those collections call this; on MongoDB it deletes what the TTL
 * monitor would have deleted anyway.
 */

/** At most one purge per collection per minute and process. */
export const PURGE_INTERVAL_MS = 60_000;

const lastPurge = globalSlot('__importaLastPurge', () => new Map<string, number>());

/** Delete the documents of `model` whose `expiresAt` has passed, unless this process did so in the last minute. */
export async function purgeExpired<T extends { expiresAt: Date }>(model: Model<T>, now = new Date()): Promise<number> {
  const last = lastPurge.get(model.modelName);
  if (last !== undefined && now.getTime() - last < PURGE_INTERVAL_MS) return 0;
  lastPurge.set(model.modelName, now.getTime());
  const { deletedCount } = await model.deleteMany({ expiresAt: { $lte: now } } as QueryFilter<T>);
  return deletedCount;
}

/** Starts a purge without making the caller wait for it; a failure is logged, never thrown. */
export function purgeExpiredLater<T extends { expiresAt: Date }>(model: Model<T>, now = new Date()): void {
  purgeExpired(model, now).catch((error: unknown) => console.error(`[purga] ${model.modelName}`, error));
}
