import type { Model, UpdateQuery, QueryFilter, Types } from 'mongoose';
import { collectionsReady, isDuplicateKey, RETRY_AFTER_TIME_LIMIT_S } from './db';
import { AppError } from './errors';
import { purgeExpiredLater } from './expired-purge';
import { DocumentLock } from '@/models/DocumentLock';
import type { Lean } from '@/models/shared';
import { globalSlot } from './global-slot';

/*
 * Every read-modify-write of stock, wallet, coupon use, order status, order numbers and carts
 * passes through here: one `findOneAndUpdate` with the guard in its filter, which the database
 * applies atomically for every client, so it holds across the store's processes and hosts. On
 * MongoDB that is the server's own guarantee. FerretDB v1 applies an update by reading the
 * matching documents and writing them back by _id; the project's fork holds each collection's
 * write lock from that read to the last write (scripts/server/ferretdb/README.md, "Atomic writes"), so
 * the embedded engine gives the same guarantee. No lock in this process is needed for it: the
 * race tests run with every in-process lock off and still sell exactly the stock.
 */

/**
 * How many times a read-modify-write re-reads and re-plans after its guard failed (someone else
 * wrote the document in between). Each try is one read and one write by _id, a few ms; the
 * writers that collide on one document (a buyer's tabs, their order finishing, an admin's edit)
 * settle within two or three tries, so 5 rides out a burst without spinning on a document that
 * keeps changing. The caller then answers 409 or leaves the step to its recovery.
 */
export const REWRITE_TRIES = 5;

/** Told of one written document: its model, the document after the write, and the update applied. */
type WriteListener = (modelName: string, doc: unknown, update: UpdateQuery<unknown>) => void;
type LockSlot = { locks?: Map<string, Promise<unknown>>; listeners?: Map<string, WriteListener>; disabledForControlRun?: boolean };
const slot = globalSlot<LockSlot>('__importaLocks', () => ({}));
const locks = (slot.locks ??= new Map<string, Promise<unknown>>());
const listeners = (slot.listeners ??= new Map<string, WriteListener>());

/**
 * Be told of every document a guarded write changed (for example the catalogue's in-memory
 * index, which must see stock taken by orders). Registering the same name again replaces it,
 * so each route bundle that loads the listener's module keeps one registration.
 */
export function onGuardedWrite(name: string, listener: WriteListener): void {
  listeners.set(name, listener);
}

/**
 * TESTS ONLY: turns withDocumentLock off (true) or back on (false), for the race tests' control run,
 * which shows that the database alone keeps the stock right (lib/orders/concurrency.int.test.ts).
 * Refused in production builds; nothing else may call it.
 */
export function disableDocumentLocksForControlRun(disabled: boolean): void {
  if (process.env.NODE_ENV === 'production') throw new Error('document locks cannot be disabled in production');
  slot.disabledForControlRun = disabled;
}

/**
 * How long a lock stays held without its holder renewing it. A holder renews it every third of this
 * while its task runs, so only a holder that died (killed, cut off from the database) lets it lapse;
 * the slowest locked task, a checkout on a loaded machine, takes a few seconds, and a renewal is one
 * write by `_id`, so 15 s leaves room for several missed renewals before anyone takes over.
 */
export const DOCUMENT_LOCK_LEASE_MS = 15_000;
/**
 * How long a caller waits for a lock another process holds before answering 503 `busy`: more than
 * one lease, so a waiter outlives the lock of a holder that died and takes it over.
 */
export const DOCUMENT_LOCK_WAIT_MS = 20_000;
/** The retry delays while another process holds the lock: from 5 ms, doubled, at most 100 ms (each try is one or two writes by `_id`). */
const FIRST_RETRY_MS = 5;
const LONGEST_RETRY_MS = 100;

let acquisitions = 0;
const processTag = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes `key` in the database for `holder`: a fresh insert, or the takeover of a lock whose holder let it lapse. */
async function tryAcquire(key: string, holder: string): Promise<boolean> {
  const now = Date.now();
  const expiresAt = new Date(now + DOCUMENT_LOCK_LEASE_MS);
  try {
    await DocumentLock.create({ _id: key, holder, expiresAt });
    return true;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error; // not held by another: the database's own failure
  }
  // One atomic guarded update: of two processes taking over the same lapsed lock, one matches.
  const takenOver = await DocumentLock.findOneAndUpdate({ _id: key, expiresAt: { $lt: new Date(now) } }, { $set: { holder, expiresAt } })
    .lean()
    .exec();
  return takenOver !== null;
}

async function acquire(key: string, holder: string): Promise<void> {
  await collectionsReady(DocumentLock); // the collection exists before concurrent first inserts
  const giveUpAt = Date.now() + DOCUMENT_LOCK_WAIT_MS;
  for (let delay = FIRST_RETRY_MS; !(await tryAcquire(key, holder)); delay = Math.min(delay * 2, LONGEST_RETRY_MS)) {
    if (Date.now() >= giveUpAt) throw new AppError('busy', { details: { retryAfterSeconds: RETRY_AFTER_TIME_LIMIT_S } });
    await sleep(delay * (0.5 + Math.random())); // jittered, so waiters in several processes do not retry in step
  }
  purgeExpiredLater(DocumentLock); // locks of holders that died on keys nobody asked for again (FerretDB v1 has no TTL)
}

/** Pushes the lease forward every third of it while the task runs; answers a function that stops it. */
function keepRenewed(key: string, holder: string): () => void {
  const timer = setInterval(() => {
    DocumentLock.updateOne({ _id: key, holder }, { $set: { expiresAt: new Date(Date.now() + DOCUMENT_LOCK_LEASE_MS) } })
      .exec()
      .catch((error: unknown) => console.error(`[cerrojo] ${key}: no se pudo renovar`, error));
  }, DOCUMENT_LOCK_LEASE_MS / 3);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Run `task` while holding the lock named `key` in the database, so that across every process and
 * host only one such task runs at a time (one buyer's checkout, one wallet's ledger sequence, one
 * account's login attempts). The lock is a DocumentLock document whose unique `_id` is the key; a
 * holder that dies leaves it to lapse after DOCUMENT_LOCK_LEASE_MS, a waiter gives up with 503
 * `busy` after DOCUMENT_LOCK_WAIT_MS. This process's own waiters also queue in memory in front of
 * it, so they wait on each other without polling the database.
 */
export async function withDocumentLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  if (slot.disabledForControlRun) return task();
  const previous = locks.get(key) ?? Promise.resolve();
  let release!: () => void;
  const current = new Promise<void>((resolve) => (release = resolve));
  const chained = previous.then(() => current);
  locks.set(key, chained);
  try {
    await previous;
    const holder = `${processTag}-${++acquisitions}`;
    await acquire(key, holder);
    const stopRenewing = keepRenewed(key, holder);
    try {
      return await task();
    } finally {
      stopRenewing();
      // Only our own: after a lapse another holder may have taken it over.
      await DocumentLock.deleteOne({ _id: key, holder }).catch((error: unknown) => console.error(`[cerrojo] ${key}: no se pudo soltar (vence solo)`, error));
    }
  } finally {
    release();
    if (locks.get(key) === chained) locks.delete(key);
  }
}

type Id = Types.ObjectId | string;

/**
 * Apply `update` to the document `id` only when it also matches `guard` (for example
 * `{ availableCount: { $gte: 2 } }`), atomically. Returns the updated document (lean), or null
 * when the guard did not match.
 */
export async function guardedUpdate<T>(model: Model<T>, id: Id, guard: QueryFilter<T>, update: UpdateQuery<T>): Promise<Lean<T> | null> {
  const filter = { ...guard, _id: id } as QueryFilter<T>;
  const updated = await model
    // maxTimeMS 0: no time limit (lib/db.ts), since a write cut short may or may not have been applied.
    .findOneAndUpdate(filter, update, { returnDocument: 'after', runValidators: true, maxTimeMS: 0 })
    .lean<Lean<T>>()
    .exec();
  if (updated) for (const listener of listeners.values()) listener(model.modelName, updated, update as UpdateQuery<unknown>);
  return updated;
}

/** An unconditional update of one document, told to the listeners like a guarded one. */
export function updateById<T>(model: Model<T>, id: Id, update: UpdateQuery<T>): Promise<Lean<T> | null> {
  return guardedUpdate(model, id, {} as QueryFilter<T>, update);
}
