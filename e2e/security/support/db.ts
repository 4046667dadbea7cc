import crypto from 'node:crypto';
import mongoose from 'mongoose';

/*
 * The e2e database as the store sees it, read with the raw driver (no models, no defaults), for the
 * security suite's "changes nothing" check: a hash of every document of every collection.
 */

/**
 * Collections written without any request being at fault: the rate limiter counts refused attempts
 * there by design (that is how the limits work), and the background jobs note their turns in
 * `jobturns` on their own clock (lib/cluster/jobs.ts), so a sweep falling inside a long run is no
 * change made by the requests. Nothing else is ignored.
 */
export const UNHASHED_COLLECTIONS = ['ratelimithits', 'jobturns'] as const;

let client: mongoose.mongo.MongoClient | undefined;

/** The e2e database (MONGODB_URI, exported to Playwright by scripts/test-support/runners/e2e.ts). */
export async function rawDb(): Promise<mongoose.mongo.Db> {
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error('MONGODB_URI falta: ejecute las pruebas con npm run test:e2e');
  if (!client) client = await new mongoose.mongo.MongoClient(uri).connect();
  return client.db();
}

/** Close the raw connection (afterAll of each spec). */
export async function closeRawDb(): Promise<void> {
  await client?.close();
  client = undefined;
}

/** Documents expiring this soon are left out of a snapshot: the TTL monitor may delete them meanwhile. */
const TTL_MARGIN_MS = 5 * 60_000;

/**
 * The database at one moment: a SHA-256 per collection (every document in _id order), minus the
 * limiter's collection and minus documents the TTL monitor may delete before the comparison
 * (expiresAt before `expiryCutoff`). A code made by the test itself lives 15 minutes and is counted.
 */
export type DatabaseSnapshot = { expiryCutoff: number; hashes: ReadonlyMap<string, string> };

async function collectionHashes(expiryCutoff: number): Promise<Map<string, string>> {
  const db = await rawDb();
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((name) => !name.startsWith('system.') && !(UNHASHED_COLLECTIONS as readonly string[]).includes(name))
    .sort();
  const hashes = new Map<string, string>();
  for (const name of names) {
    const hash = crypto.createHash('sha256');
    for await (const doc of db.collection(name).find({}).sort({ _id: 1 })) {
      if (doc.expiresAt instanceof Date && doc.expiresAt.getTime() < expiryCutoff) continue;
      hash.update(mongoose.mongo.BSON.serialize(doc));
    }
    hashes.set(name, hash.digest('hex'));
  }
  return hashes;
}

/** A snapshot to compare with `changedSince` (runs of up to five minutes between the two). */
export async function snapshotDatabase(): Promise<DatabaseSnapshot> {
  const expiryCutoff = Date.now() + TTL_MARGIN_MS;
  return { expiryCutoff, hashes: await collectionHashes(expiryCutoff) };
}

/** A collection without documents: what a collection the store creates on first use holds. */
const EMPTY = crypto.createHash('sha256').digest('hex');

/**
 * The collections whose documents differ from `before`, read with the same expiry cutoff, so a
 * document crossing the margin while a long run goes on is not taken for a change. A collection
 * created empty meanwhile (the store creates them on first use) is no change.
 */
export async function changedSince(before: DatabaseSnapshot): Promise<string[]> {
  const after = await collectionHashes(before.expiryCutoff);
  const names = new Set([...before.hashes.keys(), ...after.keys()]);
  return [...names].filter((name) => (before.hashes.get(name) ?? EMPTY) !== (after.get(name) ?? EMPTY)).sort();
}

/** Forget the limiter's counts for keys starting with `prefix`, so later specs (same 127.0.0.1) start fresh. */
export async function clearRateLimits(prefix: string): Promise<void> {
  const db = await rawDb();
  await db.collection('ratelimithits').deleteMany({ key: { $regex: `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` } });
}

/** Limiter counts per key for keys starting with `prefix` (every address a per-address cap counted calls under). */
export async function limiterCounts(prefix: string): Promise<Record<string, number>> {
  const hits = await (
    await rawDb()
  )
    .collection('ratelimithits')
    .find({ key: { $regex: `^${prefix}` } })
    .toArray();
  const counts: Record<string, number> = {};
  for (const hit of hits) counts[hit.key as string] = (counts[hit.key as string] ?? 0) + 1;
  return counts;
}
