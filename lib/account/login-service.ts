import '#server-only';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { checkPassword, fitsBcrypt } from '../auth/password';
import { isKnownDevice, knownDeviceSetCookie } from '../auth/known-device';
import { assertUnderLimit, clientAddress, PEER_HEADER, reachedLimit, recordHit, reserve, RATE_RULES } from '../auth/rate-limit';
import { wideLimitAddress } from '../http/client-address';
import { signToken } from '../auth/token';
import { withDocumentLock } from '../guarded-write';
import { loginAttacksMail } from '../mail/templates';
import { sendMail } from '../mail/transport';
import { User, type LeanUser } from '@/models/User';
import { toLoginUser, type LoginUserDto } from './dto';
import type { LoginInput } from './schemas';

export type Session = { user: LoginUserDto; token: string };

/** The login answer for a user: login fields and a fresh token carrying the session version. */
export function sessionFor(user: LeanUser): Session {
  return { user: toLoginUser(user), token: signToken(String(user._id), user.sessionVersion ?? 0) };
}

/**
 * The user whose username or e-mail is `identifier` (already trimmed and lower-cased), or null.
 * Two equalities, not one `$or`, which FerretDB answers by reading the users table up to the match.
 */
export async function findByLogin(identifier: string): Promise<LeanUser | null> {
  await connectDb();
  const [byUsername, byEmail] = await Promise.all([
    User.findOne({ username: identifier }).lean<LeanUser>(),
    User.findOne({ email: identifier }).lean<LeanUser>(),
  ]);
  return byUsername ?? byEmail;
}

/**
 * Sign in by username or e-mail, so that guessing stays hopeless without handing anyone a way to
 * lock the owner out. An address here is an IPv4 address or an IPv6 /64 (clientAddress). Failures
 * are counted per address (50 per 15 minutes across accounts, and 200 per IPv6 /48), per account
 * and address (10 per 15 minutes: that address is refused on that account), and per account (10
 * per 15 minutes, 20 an hour, 50 a day). Past the account's 15-minute count the account is under
 * attack: an address that failed on it in the window gets no more tries there, while one that has
 * not still gets its password checked. Past its hour or day count (the backoff across addresses),
 * only the account's known devices are checked at all. A known device (a browser that signed in
 * to the account before, lib/auth/known-device.ts) is held only to its own address's counts, so
 * the owner signs in from home whatever the attacker does. Reaching the account's count sends its
 * owner a notice. Every limit is checked before bcrypt runs, and attempts on one account are
 * serialised so concurrent guesses cannot slip past. Answers the session and the cookie that
 * keeps this browser known.
 */
export async function login(input: LoginInput, request: Request, now = new Date()): Promise<{ session: Session; deviceCookie: string }> {
  const address = clientAddress(request);
  const addressKey = `login:address:${address}`;
  const wide = wideLimitAddress(request.headers.get(PEER_HEADER) ?? '');
  const wideKey = wide ? `login:block:${wide}` : null;
  await assertUnderLimit(addressKey, RATE_RULES.loginFailuresPerAddress, now);
  if (wideKey) await assertUnderLimit(wideKey, RATE_RULES.loginFailuresPerWideBlock, now);
  const countAddressFailure = async () => {
    await recordHit(addressKey, RATE_RULES.loginFailuresPerAddress, now);
    if (wideKey) await recordHit(wideKey, RATE_RULES.loginFailuresPerWideBlock, now);
  };
  const user = await findByLogin(input.username);
  if (!user) {
    await countAddressFailure();
    throw new AppError('unknownUser');
  }
  const accountKey = `login:account:${String(user._id)}`;
  const pairKey = `${accountKey}:address:${address}`;
  const knownDevice = isKnownDevice(request.headers.get('cookie'), user, now);
  const notice = await withDocumentLock(`rate:${accountKey}`, async () => {
    const underAttack = !knownDevice && (await reachedLimit(accountKey, RATE_RULES.loginFailuresPerAccount, now));
    if (!knownDevice) {
      await assertUnderLimit(`${accountKey}:hour`, RATE_RULES.loginFailuresPerAccountHour, now);
      await assertUnderLimit(`${accountKey}:day`, RATE_RULES.loginFailuresPerAccountDay, now);
    }
    // Counted before bcrypt and taken back on success: guesses racing through other processes cannot all slip past.
    const takeBack = await reserve(
      pairKey,
      underAttack ? { ...RATE_RULES.loginFailuresPerAccountAddress, limit: 1 } : RATE_RULES.loginFailuresPerAccountAddress,
      now,
    );
    // bcrypt ignores bytes past 72: a longer attempt must not match on its first 72 bytes.
    if (fitsBcrypt(input.password) && (await checkPassword(input.password, user.passwordHash))) {
      await takeBack();
      return null;
    }
    const wasUnderAttack = await reachedLimit(accountKey, RATE_RULES.loginFailuresPerAccount, now);
    await recordHit(accountKey, RATE_RULES.loginFailuresPerAccount, now);
    await recordHit(`${accountKey}:hour`, RATE_RULES.loginFailuresPerAccountHour, now);
    await recordHit(`${accountKey}:day`, RATE_RULES.loginFailuresPerAccountDay, now);
    await countAddressFailure();
    return !wasUnderAttack && (await reachedLimit(accountKey, RATE_RULES.loginFailuresPerAccount, now));
  });
  if (notice === null) return { session: sessionFor(user), deviceCookie: knownDeviceSetCookie(String(user._id), user.sessionVersion ?? 0, now) };
  if (notice) await noticeOwner(user.email);
  throw new AppError('wrongPassword');
}

/** Tells the owner their account is under attack; a mail that fails is logged, never the login's answer. */
async function noticeOwner(email: string): Promise<void> {
  const { limit, windowMs } = RATE_RULES.loginFailuresPerAccount;
  await sendMail(loginAttacksMail(email, limit, windowMs / 60_000)).catch((error: unknown) => console.error('[login] aviso al dueño', error));
}
