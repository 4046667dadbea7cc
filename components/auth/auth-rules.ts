import { loginMessages } from '@/lib/messages/login';
import { recoverMessages } from '@/lib/messages/recover';
import { registerMessages } from '@/lib/messages/register';
import { isApiError } from '@/lib/http/fetcher';

/**
 * Pure validation and error mapping of the auth dialog (docs/contract/catalogue.md §5, §8): which message goes
 * under which field, and what becomes a snackbar instead.
 */
const rc = recoverMessages;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
/** A failed call: a message under `field`, or (no field) a snackbar. */
export type Failure<K extends string> = { field?: K; message: string };

export const CODE_LENGTH = 4;
export const MIN_PASSWORD = 6;

export type LoginValues = { username: string; password: string };
export type RegisterValues = { email: string; name: string; lastName: string; dialCode: string; phone: string; password: string; confirmation: string };
export type NewPasswordValues = { password: string; confirmation: string };

/** True when no field has an error. */
export function isValid(errors: FieldErrors<string>): boolean {
  return Object.values(errors).every((e) => !e);
}

/** Login: user or e-mail (trimmed) and password required. */
export function validateLogin(v: LoginValues): FieldErrors<keyof LoginValues> {
  return { username: v.username.trim() ? undefined : loginMessages.userRequired, password: v.password ? undefined : loginMessages.passwordRequired };
}

/** The phone as typed without spaces and dashes. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/** Registration: every field of §5 with its message. */
export function validateRegister(v: RegisterValues): FieldErrors<keyof RegisterValues> {
  const email = v.email.trim();
  const phone = phoneDigits(v.phone);
  return {
    email: !email ? registerMessages.emailRequired : email.includes('@') ? undefined : registerMessages.emailInvalid,
    name: v.name.trim() ? undefined : registerMessages.nameRequired,
    lastName: v.lastName.trim() ? undefined : registerMessages.lastNameRequired,
    phone: !phone ? registerMessages.phoneRequired : /^\d+$/.test(phone) ? undefined : registerMessages.phoneInvalid,
    password: !v.password ? registerMessages.passwordRequired : v.password.length < MIN_PASSWORD ? registerMessages.passwordTooShort : undefined,
    confirmation: !v.confirmation ? registerMessages.confirmationRequired : v.confirmation === v.password ? undefined : registerMessages.confirmationMismatch,
  };
}

/** The 4 digits are all there, or the code message. */
export function validateCode(code: string): string | undefined {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code) ? undefined : registerMessages.codeRequired;
}

/** Recovery step 0: e-mail required and with an at-sign. */
export function validateRecoverEmail(email: string): string | undefined {
  const value = email.trim();
  if (!value) return rc.emailRequired;
  return value.includes('@') ? undefined : registerMessages.emailInvalid;
}

/** Recovery step 2: new password (at least 6 characters, as the server requires) and a matching confirmation. */
export function validateNewPassword(v: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  return {
    password: !v.password ? loginMessages.passwordRequired : v.password.length < MIN_PASSWORD ? registerMessages.passwordTooShort : undefined,
    confirmation: !v.confirmation ? rc.confirmationRequired : v.confirmation === v.password ? undefined : rc.confirmationMismatch,
  };
}

/** The server's own Spanish message for a 4xx answer without a known errorType (rate limit, expired code), else `fallback`. */
function otherFailure<K extends string>(error: unknown, fallback: string): Failure<K> {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) return { message: error.message };
  return { message: fallback };
}

function byErrorType<K extends string>(error: unknown, table: Record<number, Failure<K>>, fallback: string): Failure<K> {
  const type = isApiError(error) && error.status < 500 ? error.errorType : undefined;
  return type !== undefined && table[type] ? table[type] : otherFailure<K>(error, fallback);
}

/** Login answer errors: 0 unknown user, 1 wrong password, else the snackbar. */
export function loginFailure(error: unknown): Failure<'username' | 'password'> {
  return byErrorType(
    error,
    { 0: { field: 'username', message: loginMessages.unknownUser }, 1: { field: 'password', message: loginMessages.wrongPassword } },
    loginMessages.failed,
  );
}

/** Registration code request errors: 0 and 1 already registered, 2 malformed e-mail, else the snackbar. */
export function registerCodeFailure(error: unknown): Failure<'email'> {
  const registered = { field: 'email', message: registerMessages.alreadyRegistered } as const;
  return byErrorType(error, { 0: registered, 1: registered, 2: { field: 'email', message: registerMessages.badEmail } }, registerMessages.failed);
}

/** Registration submit errors: 0 username in use, 1 e-mail in use, 3 code mismatch, else the snackbar. */
export function registerSubmitFailure(error: unknown): Failure<'email' | 'code'> {
  return byErrorType(
    error,
    {
      0: { field: 'email', message: registerMessages.usernameInUse },
      1: { field: 'email', message: registerMessages.emailInUse },
      3: { field: 'code', message: registerMessages.codeMismatch },
    },
    registerMessages.failed,
  );
}

/** Recovery code request errors: 0 unknown e-mail, 1 could not send, else the snackbar. */
export function recoverEmailFailure(error: unknown): Failure<'email'> {
  return byErrorType(error, { 0: { field: 'email', message: rc.unknownEmail }, 1: { field: 'email', message: rc.sendFailed } }, rc.connectionFailed);
}

/** Recovery code check errors: 0 mismatch, else the snackbar. */
export function recoverCodeFailure(error: unknown): Failure<'code'> {
  return byErrorType(error, { 0: { field: 'code', message: rc.codeMismatch } }, rc.connectionFailed);
}
