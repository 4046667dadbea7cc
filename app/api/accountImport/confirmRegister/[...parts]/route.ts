import { route } from '@/lib/http/route';
import { requestRegisterCode } from '@/lib/account/register-service';

/**
 * GET /api/accountImport/confirmRegister/{username}/{email}/{firstName lastName}/{phoneWithCode}
 * and the resend variant GET .../confirmRegister/{username}/{email}: e-mails a 4-digit code and
 * answers `{ code }`, an opaque request id (never the digits). errorType 0 username registered,
 * 1 e-mail registered, 2 malformed e-mail.
 */
export const GET = route({}, ({ params, request }) => requestRegisterCode(Array.isArray(params.parts) ? params.parts : [], request));
