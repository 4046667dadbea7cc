import { route } from '@/lib/http/route';
import { requestRecoveryCode } from '@/lib/account/recover-service';

/**
 * GET /api/accountImport/recoverPassword/{email}: e-mails a 4-digit code and answers `{ code }`,
 * an opaque request id. errorType 0 e-mail not registered, 1 the mail could not be sent.
 */
export const GET = route({}, ({ params, request }) => requestRecoveryCode(params.email, request));
