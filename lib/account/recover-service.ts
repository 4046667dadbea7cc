import '#server-only';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { hashPassword } from '../auth/password';
import { assertUnderLimit, clientAddress, consume, recordHit, RATE_RULES } from '../auth/rate-limit';
import { updateById } from '../guarded-write';
import { disconnectUserSockets } from '../realtime/server';
import { recoverCodeMail } from '../mail/templates';
import { User } from '@/models/User';
import { countCodeRequestForEmail, countCodeRequestFromAddress, issueCode, redeemResetGrant, verifyRecoveryCode } from './email-codes';
import { isEmailAddress, pathSegment, type RecoverResetInput, type RecoverVerifyInput } from './schemas';

/**
 * Recovery step 0 (GET recoverPassword/{email}): e-mails a code to a registered address and
 * answers its opaque request id. errorType 0 when no user has that e-mail, 1 when sending fails.
 */
export async function requestRecoveryCode(emailSegment: string | string[] | undefined, request: Request, now = new Date()): Promise<{ code: string }> {
  const email = pathSegment(emailSegment).trim().toLowerCase();
  if (!isEmailAddress(email)) throw new AppError('recoverUnknownEmail');
  await countCodeRequestFromAddress(clientAddress(request), now);
  await connectDb();
  if (!(await User.exists({ email }))) throw new AppError('recoverUnknownEmail');
  await countCodeRequestForEmail(email, now);
  try {
    return { code: await issueCode(email, 'recover', recoverCodeMail, now) };
  } catch (error) {
    throw new AppError('recoverSendFailed', { cause: error });
  }
}

/** Recovery step 1 (POST recoverPassword): the right digits turn the code into a single-use reset grant. */
export async function verifyRecovery(input: RecoverVerifyInput, request: Request, now = new Date()): Promise<{ resetToken: string }> {
  await connectDb();
  return { resetToken: await verifyRecoveryCode(input.code, input.emailCode, clientAddress(request), now) };
}

/**
 * Recovery step 2 (PATCH recoverPassword): with an unused grant of that e-mail, sets the new
 * password and increments the session version, which ends every earlier session and its open sockets.
 * Nothing costly runs for a forged request: the address's attempts and the e-mail's failed ones are
 * capped first, and the grant (a quick hash comparison) is spent before bcrypt hashes the password.
 */
export async function resetPassword(input: RecoverResetInput, request: Request, now = new Date()): Promise<{ ok: true }> {
  const emailKey = `password-reset:email:${input.email}`;
  await consume(`password-reset:address:${clientAddress(request)}`, RATE_RULES.passwordResetsPerAddress, now);
  await assertUnderLimit(emailKey, RATE_RULES.passwordResetFailuresPerEmail, now);
  await connectDb();
  try {
    await redeemResetGrant(input.email, input.resetToken, now);
  } catch (error) {
    await recordHit(emailKey, RATE_RULES.passwordResetFailuresPerEmail, now);
    throw error;
  }
  const user = await User.findOne({ email: input.email }, '_id').lean();
  if (!user) throw new AppError('codeExpired');
  const passwordHash = await hashPassword(input.password);
  await updateById(User, user._id, { $set: { passwordHash }, $inc: { sessionVersion: 1 } });
  disconnectUserSockets(String(user._id));
  return { ok: true };
}
