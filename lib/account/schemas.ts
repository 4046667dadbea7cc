import { z } from 'zod';
import { fitsBcrypt } from '../auth/password';
import { isProvince } from '../geo/provinces';
import { messages } from '../messages';
import { MAX_DELIVERY_ADDRESSES } from './address-schema';
import { isPublicHttpsUrl } from './public-host';

/*
 * Request schemas of /api/accountImport. Objects strip unknown keys (zod's default), so role
 * flags, wallet, points, _id and `$` keys sent by a client never reach a service.
 */
const loginMessages = messages.login;
const registerMessages = messages.register;
const invalid = messages.server.validation;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MAX_EMAIL = 254;

/** True for a plausible e-mail address: one '@', a dotted domain, no spaces, at most 254 characters. */
export function isEmailAddress(value: string): boolean {
  // No control characters and none of the address-list syntax (<>, quotes, commas…): 'x<victim@y.z>' would reach y.z.
  return value.length <= MAX_EMAIL && EMAIL_SHAPE.test(value) && !/[\u0000-\u001f\u007f<>()[\]\\,;:"]/.test(value);
}

/** A path segment as typed: decoded once when the router left it percent-encoded. */
export function pathSegment(value: string | string[] | undefined): string {
  const text = typeof value === 'string' ? value : '';
  try {
    return /%[0-9a-f]{2}/i.test(text) ? decodeURIComponent(text) : text;
  } catch {
    return text;
  }
}

/** An e-mail field: trimmed and lower-cased, with the form's messages. */
function emailField(required: string) {
  return z.string({ error: required }).trim().toLowerCase().min(1, required).refine(isEmailAddress, registerMessages.emailInvalid);
}

/** A new password: at least 6 characters and at most 72 bytes (bcrypt reads no further). */
function newPassword(required: string) {
  return z.string({ error: required }).min(1, required).min(6, registerMessages.passwordTooShort).refine(fitsBcrypt, messages.server.passwordTooLong);
}

function requiredText(max: number, message: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, message);
}

/** The opaque request id the browser holds for an e-mail code (answered as `code`). */
const requestId = z.string({ error: registerMessages.codeRequired }).trim().min(1, registerMessages.codeRequired).max(64, registerMessages.codeRequired);
/** The 4 digits typed from the e-mail; a number is accepted and zero-padded. */
const emailCode = z.preprocess(
  (value) => (typeof value === 'number' ? String(value).padStart(4, '0') : value),
  z
    .string({ error: registerMessages.codeRequired })
    .trim()
    .regex(/^\d{4}$/, registerMessages.codeRequired),
);

export const loginSchema = z.object({
  username: z.string({ error: loginMessages.userRequired }).trim().toLowerCase().min(1, loginMessages.userRequired).max(MAX_EMAIL, loginMessages.unknownUser),
  password: z.string({ error: loginMessages.passwordRequired }).min(1, loginMessages.passwordRequired).max(1024, loginMessages.wrongPassword),
});
export type LoginInput = z.output<typeof loginSchema>;

export const registerSchema = z.object({
  username: z
    .string({ error: loginMessages.userRequired })
    .trim()
    .toLowerCase()
    .min(1, loginMessages.userRequired)
    .max(MAX_EMAIL, loginMessages.userRequired)
    .regex(/^\S+$/, loginMessages.userRequired),
  email: emailField(registerMessages.emailRequired),
  phone: z
    .string({ error: registerMessages.phoneRequired })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, registerMessages.phoneRequired)
        .regex(/^\+?\d{6,19}$/, registerMessages.phoneInvalid),
    ),
  password: newPassword(registerMessages.passwordRequired),
  region: z
    .string()
    .trim()
    .default(registerMessages.unknownRegion)
    .refine((region) => region === registerMessages.unknownRegion || isProvince(region), messages.address.region),
  code: requestId,
  emailCode,
  name: requiredText(80, registerMessages.nameRequired),
  lastName: requiredText(80, registerMessages.lastNameRequired),
  /** The inviting user's id; anything that is not one is ignored, never an error. */
  promotionUser: z.string().trim().max(64).optional().catch(undefined),
});
export type RegisterInput = z.output<typeof registerSchema>;

export const recoverVerifySchema = z.object({ code: requestId, emailCode });
export type RecoverVerifyInput = z.output<typeof recoverVerifySchema>;

export const recoverResetSchema = z.object({
  password: newPassword(loginMessages.passwordRequired),
  email: emailField(messages.recover.emailRequired),
  resetToken: z.string({ error: invalid }).trim().min(1, invalid).max(128, invalid),
});
export type RecoverResetInput = z.output<typeof recoverResetSchema>;

/** Each address is checked by the service (lib/account/address-schema.ts), so a failure can name its index. */
export const deliveryAddressesBodySchema = z.object({
  deliveryAddresses: z.array(z.unknown(), { error: invalid }).max(MAX_DELIVERY_ADDRESSES, invalid),
});
export type DeliveryAddressesInput = z.output<typeof deliveryAddressesBodySchema>;

const base64url = z
  .string({ error: invalid })
  .min(1, invalid)
  .max(256, invalid)
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, invalid);

export const subscriptionSchema = z.object({
  subscription: z.object(
    {
      endpoint: z.string({ error: invalid }).max(2048, invalid).refine(isPublicHttpsUrl, invalid),
      keys: z.object({ p256dh: base64url, auth: base64url }, { error: invalid }),
    },
    { error: invalid },
  ),
});
export type SubscriptionInput = z.output<typeof subscriptionSchema>;

/** POST logout: `{ confirm: true }`, so that no stray request ends the session. */
export const logoutSchema = z.object({
  confirm: z.literal(true, { error: messages.account.logoutRequired }),
});

/** POST logoutEverywhere: `{ confirm: true }`, so that no stray request ends every session. */
export const logoutEverywhereSchema = z.object({
  confirm: z.literal(true, { error: messages.account.logoutEverywhereRequired }),
});

export const couponQuerySchema = z.object({
  couponInfo: z
    .string({ error: messages.coupon.invalid })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6}$/, messages.coupon.invalid),
});
export type CouponQuery = z.output<typeof couponQuerySchema>;

/** Most users one suggestion page lists. */
export const MAX_SUGGESTIONS = 20;

export const userSuggestQuerySchema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(10)
    .transform((n) => Math.min(n, MAX_SUGGESTIONS)),
  userToSearch: z.string().trim().max(80).catch(''),
});
export type UserSuggestQuery = z.output<typeof userSuggestQuerySchema>;
