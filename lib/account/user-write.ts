import type { UpdateQuery } from 'mongoose';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { guardedUpdate } from '../guarded-write';
import { User, type UserDoc } from '@/models/User';
import type { LeanUser } from './dto';

const TRIES = 3;

/** The signed-in user's document (lean), or 401 when the account is gone. */
export async function loadOwnUser(userId: string): Promise<LeanUser> {
  await connectDb();
  const user = (await User.findById(userId).lean()) as LeanUser | null;
  if (!user) throw new AppError('unauthenticated');
  return user;
}

/**
 * Read-modify-write of one user (cart, subscriptions): `plan` computes the update from the
 * document as read, and the write goes through guardedUpdate only if `updatedAt` is still the
 * one read, so a concurrent change is never overwritten; it re-reads and re-plans up to 3 times,
 * then answers 409. Returns the user as written.
 */
export async function rewriteUser(userId: string, plan: (user: LeanUser) => Promise<UpdateQuery<UserDoc>> | UpdateQuery<UserDoc>): Promise<LeanUser> {
  for (let attempt = 0; attempt < TRIES; attempt++) {
    const user = await loadOwnUser(userId);
    const update = await plan(user);
    const written = await guardedUpdate(User, user._id, { updatedAt: user.updatedAt }, update);
    if (written) return written as LeanUser;
  }
  throw new AppError('conflict');
}
