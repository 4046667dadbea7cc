import { route } from '@/lib/http/route';
import { loginSchema } from '@/lib/account/schemas';
import { login } from '@/lib/account/login-service';

/**
 * POST /api/accountImport/login { username, password }: username or e-mail. Answers
 * `{ user, token }`; errorType 0 unknown user, 1 wrong password; 429 with Retry-After after
 * 10 failures on one account in 15 minutes.
 */
export const POST = route({ body: loginSchema }, ({ body, request }) => login(body, request));
