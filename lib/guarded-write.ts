import type { Model, UpdateQuery, QueryFilter, Types } from 'mongoose';

/*
 * Every read-modify-write of stock, wallet, coupon use, order status, order numbers and carts
 * passes through here: one `findOneAndUpdate` with the guard in its filter, which the database
 * applies atomically for every client, so it holds across the store's processes and hosts. On
 * MongoDB that is the server's own guarantee. FerretDB v1 applies an update by reading the
 * matching documents and writing them back by _id; the project's fork holds each collection's
 * write lock from that read to the last write (scripts/ferretdb/README.md, "Atomic writes"), so
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
const slot = globalThis as typeof globalThis & { __importaLocks?: LockSlot };
slot.__importaLocks ??= {};
// On globalThis: Next bundles route handlers apart from the custom server, so a module-level
// map would exist once per bundle and stop excluding anything.
const locks = (slot.__importaLocks.locks ??= new Map<string, Promise<unknown>>());
const listeners = (slot.__importaLocks.listeners ??= new Map<string, WriteListener>());

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
  slot.__importaLocks!.disabledForControlRun = disabled;
}

/**
 * Run `task` while holding the in-process lock named `key`; waiters run one at a time, in order.
 * It orders one process's own steps (a buyer's checkout, a ledger's sequence); it excludes nothing
 * in another process, so no guarantee across processes may rest on it.
 */
export async function withDocumentLock<T>(key: string, task: () => Promise<T>): Promise<T> {
  if (slot.__importaLocks!.disabledForControlRun) return task();
  const previous = locks.get(key) ?? Promise.resolve();
  let release!: () => void;
  const current = new Promise<void>((resolve) => (release = resolve));
  const chained = previous.then(() => current);
  locks.set(key, chained);
  try {
    await previous;
    return await task();
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
export async function guardedUpdate<T>(
  model: Model<T>,
  id: Id,
  guard: QueryFilter<T>,
  update: UpdateQuery<T>,
): Promise<T | null> {
  const filter = { ...guard, _id: id } as QueryFilter<T>;
  const updated = (await model
    // maxTimeMS 0: no time limit (lib/db.ts), since a write cut short may or may not have been applied.
    .findOneAndUpdate(filter, update, { returnDocument: 'after', runValidators: true, maxTimeMS: 0 })
    .lean()
    .exec()) as T | null;
  if (updated) for (const listener of listeners.values()) listener(model.modelName, updated, update as UpdateQuery<unknown>);
  return updated;
}

/** An unconditional update of one document, told to the listeners like a guarded one. */
export function updateById<T>(model: Model<T>, id: Id, update: UpdateQuery<T>): Promise<T | null> {
  return guardedUpdate(model, id, {} as QueryFilter<T>, update);
}
