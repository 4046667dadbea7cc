import '#server-only';
import { connectDb } from '../db';
import { AppError } from '../errors';
import type { Viewer } from '../auth/guard';
import { signToken } from '../auth/token';
import { updateById } from '../guarded-write';
import { cartForUser, type CartDto } from '../cart/service';
import { isObjectIdText } from '../ids';
import { messages } from '../messages';
import { disconnectUserSockets } from '../realtime/server';
import { User, type LeanUser } from '@/models/User';
import { deliveryAddressSchema, withSingleDefault, type DeliveryAddress } from './address-schema';
import { toProfile, toPublicUser, type ProfileDto, type PublicUserDto } from './dto';
import type { DeliveryAddressesInput, SubscriptionInput } from './schemas';
import { publicUserAccess } from './public-user';
import { loadOwnUser, rewriteUser } from './user-write';

/** Most push subscriptions kept per user (one per browser); the oldest goes first. */
export const MAX_SUBSCRIPTIONS = 10;

/**
 * GET getUserWithToken: the own profile, a renewed token (same session version, same session
 * start, so it never outlives the session) and the cart as the server sees it.
 */
export async function getUserWithToken(viewer: Viewer): Promise<{ user: ProfileDto; token: string; cart: CartDto }> {
  const user = await loadOwnUser(viewer._id);
  return { user: toProfile(user), token: signToken(String(user._id), user.sessionVersion ?? 0, viewer.sessionStartedAt), cart: await cartForUser(user) };
}

/**
 * POST logoutEverywhere: increments the session version, so every token issued so far (this one
 * included) is refused by HTTP and socket handshakes alike, and closes the user's open sockets.
 */
export async function logoutEverywhere(viewer: Viewer): Promise<{ message: string }> {
  await connectDb();
  const user = await updateById(User, viewer._id, { $inc: { sessionVersion: 1 } });
  if (!user) throw new AppError('unauthenticated');
  disconnectUserSockets(viewer._id);
  return { message: messages.account.loggedOutEverywhere };
}

/**
 * POST logout: ends this device's session (the token's session start, which its renewals keep), so
 * the token is refused even if it was copied before the browser forgot it; other devices stay
 * signed in. Only the latest revocations are kept: older ones belong to sessions past their lifetime.
 */
export async function logoutThisDevice(viewer: Viewer, now = new Date()): Promise<{ message: string }> {
  await connectDb();
  if (viewer.sessionStartedAt === undefined) throw new AppError('unauthenticated');
  const revoked = { ses: viewer.sessionStartedAt, at: now };
  const user = await updateById(User, viewer._id, { $push: { revokedSessions: { $each: [revoked], $slice: -MAX_REVOKED_SESSIONS } } });
  if (!user) throw new AppError('unauthenticated');
  return { message: messages.account.loggedOut };
}

/** Revoked sessions kept per user: a user logging out of more devices than this within a session's 30 days would free the oldest. */
const MAX_REVOKED_SESSIONS = 200;

/** Each address checked by the address schema; the first failure answers its message, field and `index`. */
function parseAddresses(items: readonly unknown[]): DeliveryAddress[] {
  return items.map((item, index) => {
    const parsed = deliveryAddressSchema.safeParse(item);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw new AppError('validation', { message: issue?.message, details: { index, field: issue?.path.join('.') ?? '' } });
  });
}

/**
 * PATCH updateDeliveryAddresses: replaces the list after checking each address; exactly one is
 * the default (the one the client flagged, otherwise the first). Answers the own profile.
 */
export async function updateDeliveryAddresses(viewer: Viewer, input: DeliveryAddressesInput): Promise<{ user: ProfileDto }> {
  const deliveryAddresses = withSingleDefault(parseAddresses(input.deliveryAddresses));
  await connectDb();
  const user = await updateById(User, viewer._id, { $set: { deliveryAddresses } });
  if (!user) throw new AppError('unauthenticated');
  return { user: toProfile(user) };
}

/** POST subscription: stores a push subscription once per endpoint, keeping the newest 10. */
export async function saveSubscription(viewer: Viewer, input: SubscriptionInput, now = new Date()): Promise<{ ok: true }> {
  const { endpoint, keys } = input.subscription;
  await rewriteUser(viewer._id, (user) => {
    const others = (user.subscriptions ?? []).filter((s) => s.endpoint !== endpoint);
    const subscriptions = [...others, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth }, createdAt: now }].slice(-MAX_SUBSCRIPTIONS);
    return { $set: { subscriptions } };
  });
  return { ok: true };
}

/**
 * GET /api/accountImport/{id}: a distributor's public fields; the wallet only for the user
 * themself or an order/super admin (the admins who see every order's wallet payments). 404 for
 * an unknown or malformed id, and for a buyer or an admin asked by anyone else (publicUserAccess).
 */
export async function getPublicUser(viewer: Viewer | null, id: string | string[] | undefined): Promise<PublicUserDto> {
  if (typeof id !== 'string' || !isObjectIdText(id)) throw new AppError('notFound');
  await connectDb();
  const user = await User.findById(
    id,
    '_id profilePictureUrl importCompanyName importCompanyDescription name lastName isImportCompany walletCents',
  ).lean<LeanUser>();
  const access = user ? publicUserAccess(viewer, user) : 'none';
  if (!user || access === 'none') throw new AppError('notFound');
  return toPublicUser(user, access === 'withWallet');
}

/**
 * Whether `id` is a registered user, whatever the role: an invitation link (/{id}) may come from any
 * user. Only the answer yes or no leaves here, never a name (getPublicUser hides buyers' and admins').
 */
export async function isRegisteredUser(id: string): Promise<boolean> {
  if (!isObjectIdText(id)) return false;
  await connectDb();
  return (await User.exists({ _id: id })) !== null;
}
