import { connectDb } from '../db';
import { AppError } from '../errors';
import { checkPassword, fitsBcrypt } from '../auth/password';
import { assertUnderLimit, clientAddress, recordHit, RATE_RULES } from '../auth/rate-limit';
import { signToken } from '../auth/token';
import { withDocumentLock } from '../guarded-write';
import { User } from '@/models/User';
import { toLoginUser, type LeanUser, type LoginUserDto } from './dto';
import type { LoginInput } from './schemas';

export type Session = { user: LoginUserDto; token: string };

/** The login answer for a user: login fields and a fresh token carrying the session version. */
export function sessionFor(user: LeanUser): Session {
  return { user: toLoginUser(user), token: signToken(String(user._id), user.sessionVersion ?? 0) };
}

/** The user whose username or e-mail is `identifier` (already trimmed and lower-cased), or null. */
export async function findByLogin(identifier: string): Promise<LeanUser | null> {
  await connectDb();
  return (await User.findOne({ $or: [{ username: identifier }, { email: identifier }] }).lean()) as LeanUser | null;
}

/**
 * Sign in by username or e-mail. Failures are counted per account (10 per 15 minutes) and per
 * network address; both limits are checked before bcrypt runs, and attempts on one account are
 * serialised so concurrent guesses cannot slip past the limit.
 */
export async function login(input: LoginInput, request: Request, now = new Date()): Promise<Session> {
  const addressKey = `login:address:${clientAddress(request)}`;
  await assertUnderLimit(addressKey, RATE_RULES.loginFailuresPerAddress, now);
  const user = await findByLogin(input.username);
  if (!user) {
    await recordHit(addressKey, RATE_RULES.loginFailuresPerAddress, now);
    throw new AppError('unknownUser');
  }
  const accountKey = `login:account:${String(user._id)}`;
  return withDocumentLock(`rate:${accountKey}`, async () => {
    await assertUnderLimit(accountKey, RATE_RULES.loginFailuresPerAccount, now);
    // bcrypt ignores bytes past 72: a longer attempt must not match on its first 72 bytes.
    if (!fitsBcrypt(input.password) || !(await checkPassword(input.password, user.passwordHash))) {
      await recordHit(accountKey, RATE_RULES.loginFailuresPerAccount, now);
      await recordHit(addressKey, RATE_RULES.loginFailuresPerAddress, now);
      throw new AppError('wrongPassword');
    }
    return sessionFor(user);
  });
}
