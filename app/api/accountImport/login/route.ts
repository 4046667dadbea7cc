import { route } from '@/lib/http/route';
import { loginSchema } from '@/lib/account/schemas';
import { login } from '@/lib/account/login-service';

/**
 * POST /api/accountImport/login { username, password }: username or e-mail. Answers
 * `{ user, token }` and marks the browser a known device of the account (a cookie only this route
 * reads); errorType 0 unknown user, 1 wrong password; 429 with Retry-After past the limits of
 * lib/account/login-service.ts.
 */
export const POST = route({ body: loginSchema }, async ({ body, request }) => {
  const { session, deviceCookie } = await login(body, request);
  return Response.json(session, { headers: { 'cache-control': 'no-store', 'set-cookie': deviceCookie } });
});
