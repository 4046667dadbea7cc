import type { UpdateQuery } from 'mongoose';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { guardedUpdate, REWRITE_TRIES } from '../guarded-write';
import { User, type UserDoc, type LeanUser } from '@/models/User';

/** The signed-in user's document (lean), or 401 when the account is gone. */
export async function loadOwnUser(userId: string): Promise<LeanUser> {
  await connectDb();
  const user = await User.findById(userId).lean<LeanUser>();
  if (!user) throw new AppError('unauthenticated');
  return user;
}

/**
 * Read-modify-write of one user (cart, subscriptions): `plan` computes the update from the
 * document as read, and the write goes through guardedUpdate only if `updatedAt` is still the
 * one read, so a concurrent change is never overwritten; it re-reads and re-plans up to
 * REWRITE_TRIES times. Returns the user as written, or null when the user is gone or was still
 * changing (for callers with a recovery of their own; a request uses rewriteUser).
 */
export async function tryRewriteUser(userId: string, plan: (user: LeanUser) => Promise<UpdateQuery<UserDoc>> | UpdateQuery<UserDoc>): Promise<LeanUser | null> {
  await connectDb();
  for (let attempt = 0; attempt < REWRITE_TRIES; attempt++) {
    const user = await User.findById(userId).lean<LeanUser>();
    if (!user) return null;
    const written = await guardedUpdate(User, user._id, { updatedAt: user.updatedAt }, await plan(user));
    if (written) return written;
  }
  return null;
}

/** A request's answer when tryRewriteUser gave up: 401 when the account is gone, else 409. */
export async function rewriteFailed(userId: string): Promise<never> {
  await loadOwnUser(userId);
  throw new AppError('conflict');
}

/** tryRewriteUser for a request: the user as written, 401 when the account is gone, 409 when it kept changing. */
export async function rewriteUser(userId: string, plan: (user: LeanUser) => Promise<UpdateQuery<UserDoc>> | UpdateQuery<UserDoc>): Promise<LeanUser> {
  return (await tryRewriteUser(userId, plan)) ?? rewriteFailed(userId);
}
