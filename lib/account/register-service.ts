import '#server-only';
import { Types } from 'mongoose';
import { connectDb, isDuplicateKey } from '../db';
import { AppError } from '../errors';
import { newCouponCode } from '../auth/codes';
import { hashPassword } from '../auth/password';
import { clientAddress } from '../auth/rate-limit';
import { updateById } from '../guarded-write';
import { registerCodeMail } from '../mail/templates';
import { User, type LeanUser } from '@/models/User';
import { countCodeRequestForEmail, countCodeRequestFromAddress, issueCode, verifyCode } from './email-codes';
import { sessionFor, type Session } from './login-service';
import { isEmailAddress, pathSegment, type RegisterInput } from './schemas';

const COUPON_TRIES = 5;

/**
 * True when `value` is someone's username or e-mail (logins accept either, so both must be unique).
 * Two equalities rather than one `$or`: FerretDB answers each from its unique index, but reads
 * every user for an `$or` (2.4 s of each registration step at 10,000 users).
 */
async function isTaken(value: string): Promise<boolean> {
  const found = await Promise.all([User.exists({ username: value }), User.exists({ email: value })]);
  return found.some((user) => user !== null);
}

/**
 * Registration step 1 (GET confirmRegister/{username}/{email}[/{name}/{phone}]): checks the
 * e-mail and that neither username nor e-mail is registered, then e-mails a code and answers
 * its opaque request id. The name and phone segments are accepted but not used: the mail does
 * not echo text typed by the requester.
 */
export async function requestRegisterCode(parts: string[], request: Request, now = new Date()): Promise<{ code: string }> {
  if (parts.length !== 2 && parts.length !== 4) throw new AppError('notFound');
  const username = pathSegment(parts[0]).trim().toLowerCase();
  const email = pathSegment(parts[1]).trim().toLowerCase();
  if (!isEmailAddress(email) || !/^\S{1,254}$/.test(username)) throw new AppError('registerBadEmail');
  await countCodeRequestFromAddress(clientAddress(request), now);
  await connectDb();
  if (await isTaken(username)) throw new AppError('registerAlreadyRegistered');
  if (await isTaken(email)) throw new AppError('registerEmailRegistered');
  await countCodeRequestForEmail(email, now);
  try {
    return { code: await issueCode(email, 'register', registerCodeMail, now) };
  } catch (error) {
    throw new AppError('unavailable', { cause: error });
  }
}

/** The inviting user's id when `candidate` names an existing user, else null. */
async function promoterId(candidate: string | undefined): Promise<Types.ObjectId | null> {
  if (!candidate || !Types.ObjectId.isValid(candidate)) return null;
  const found = await User.exists({ _id: candidate });
  return found ? new Types.ObjectId(candidate) : null;
}

/** Create the account with a fresh unique coupon code, retrying on the rare coupon collision. */
async function createAccount(fields: Record<string, unknown>, input: RegisterInput): Promise<LeanUser> {
  for (let attempt = 0; attempt < COUPON_TRIES; attempt++) {
    const couponCode = newCouponCode();
    if (await User.exists({ couponCode })) continue;
    try {
      return (await User.create({ ...fields, couponCode })).toObject();
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      if (await isTaken(input.username)) throw new AppError('usernameInUse');
      if (await isTaken(input.email)) throw new AppError('emailInUse');
    }
  }
  throw new AppError('conflict');
}

/**
 * Registration step 2 (POST /api/accountImport): checks username and e-mail are free, spends
 * the e-mailed code (bound to this e-mail), creates the user and signs them in. Role flags,
 * wallet and points never come from the request.
 */
export async function register(input: RegisterInput, request: Request, now = new Date()): Promise<Session> {
  await connectDb();
  if (await isTaken(input.username)) throw new AppError('usernameInUse');
  if (await isTaken(input.email)) throw new AppError('emailInUse');
  const attempt = { requestId: input.code, digits: input.emailCode, purpose: 'register' as const, email: input.email, address: clientAddress(request) };
  await verifyCode(attempt, { usedAt: now }, now);
  const promotionUser = await promoterId(input.promotionUser);
  const user = await createAccount(
    {
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      name: input.name,
      lastName: input.lastName,
      phone: input.phone,
      region: input.region,
      promotionUser,
    },
    input,
  );
  if (promotionUser) await updateById(User, promotionUser, { $inc: { userPromotedCount: 1 } });
  return sessionFor(user);
}
