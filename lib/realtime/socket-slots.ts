import mongoose from 'mongoose';
import { connectDb } from '../db';
import { purgeExpiredLater } from '../expired-purge';
import { PROCESS_ID } from '../orders/attempt';
import { SocketSlot } from '@/models/SocketSlot';

/*
 * The open-socket caps held across every process of the store: each socket is a document, inserted
 * first and then counted with the others of its user and address; one past a cap is taken out
 * again and the socket refused. Of sockets racing for the last place, the last to insert counts
 * every other one, so the cap holds without a lock.
 */

/** A slot not closed within this long (its process was killed) stops counting. */
export const SOCKET_SLOT_TTL_MS = 6 * 60 * 60_000;

/** Takes a slot for socket `id`: a release function, or null when the user or the address is at its cap. */
export async function openSocketSlot(
  id: string,
  user: string,
  address: string | null,
  caps: { perUser: number; perAddress: number },
  now = new Date(),
): Promise<(() => void) | null> {
  await connectDb();
  await SocketSlot.create({ _id: id, user, address, holder: PROCESS_ID, expiresAt: new Date(now.getTime() + SOCKET_SLOT_TTL_MS) });
  const open = { expiresAt: { $gt: now } };
  const [byUser, byAddress] = await Promise.all([
    SocketSlot.countDocuments({ user, ...open }),
    address === null ? Promise.resolve(0) : SocketSlot.countDocuments({ address, ...open }),
  ]);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    // A server closing its database connection has stopped counting: nothing to free any more.
    if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return;
    SocketSlot.deleteOne({ _id: id }).catch((error: unknown) => console.error('[sockets] cupo', error));
  };
  if (byUser > caps.perUser || byAddress > caps.perAddress) {
    release();
    return null;
  }
  purgeExpiredLater(SocketSlot, now);
  return release;
}

/** Frees the slots of a process that is gone (a cluster worker that died: its sockets died with it). */
export async function releaseSocketSlotsOf(pid: number): Promise<number> {
  await connectDb();
  return (await SocketSlot.deleteMany({ holder: { $regex: `^${pid}-` } })).deletedCount;
}
