import crypto from 'node:crypto';
import mongoose from 'mongoose';

/*
 * The e2e database as the store sees it, read with the raw driver (no models, no defaults), for the
 * security suite's "changes nothing" check: a hash of every document of every collection.
 */

/**
 * Collections a refused request may legitimately write: the rate limiter counts refused attempts
 * there by design (that is how the limits work). Nothing else is ignored.
 */
export const UNHASHED_COLLECTIONS = ['ratelimithits'] as const;

let client: mongoose.mongo.MongoClient | undefined;

/** The e2e database (MONGODB_URI, exported to Playwright by scripts/e2e.ts). */
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

/**
 * Documents the database's TTL monitor may delete while a test runs (expiresAt within 5 minutes) are
 * left out, before and after alike; a code made by the test itself lives 15 minutes and is counted.
 */
function expiresSoon(expiresAt: unknown): boolean {
  return expiresAt instanceof Date && expiresAt.getTime() < Date.now() + 5 * 60_000;
}

/** SHA-256 over every document of every collection (names sorted, documents in _id order), minus the limiter's. */
export async function databaseHash(): Promise<string> {
  const db = await rawDb();
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((c) => c.name)
    .filter((name) => !name.startsWith('system.') && !(UNHASHED_COLLECTIONS as readonly string[]).includes(name))
    .sort();
  const hash = crypto.createHash('sha256');
  for (const name of names) {
    hash.update(`\u0000${name}\u0000`);
    for await (const doc of db.collection(name).find({}).sort({ _id: 1 })) {
      if (expiresSoon(doc.expiresAt)) continue;
      hash.update(mongoose.mongo.BSON.serialize(doc));
    }
  }
  return hash.digest('hex');
}

/** Forget the limiter's counts for keys starting with `prefix`, so later specs (same 127.0.0.1) start fresh. */
export async function clearRateLimits(prefix: string): Promise<void> {
  const db = await rawDb();
  await db.collection('ratelimithits').deleteMany({ key: { $regex: `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}` } });
}
