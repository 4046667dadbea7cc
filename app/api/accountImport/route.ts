import { route } from '@/lib/http/route';
import { registerSchema } from '@/lib/account/schemas';
import { register } from '@/lib/account/register-service';

/**
 * POST /api/accountImport: registration step 2. Body: the registration payload, `code` being
 * the request id from confirmRegister and `emailCode` the 4 e-mailed digits. Answers
 * `{ user, token }` like login (the new user is signed in). errorType 0 username in use,
 * 1 e-mail in use, 3 code mismatch.
 */
export const POST = route({ body: registerSchema }, ({ body, request }) => register(body, request));
