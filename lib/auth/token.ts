import jwt from 'jsonwebtoken';
import { env } from '../env';

const ALGORITHM = 'HS256';
/** How long a session lasts from its sign-in, renewals included: a stolen token dies with it. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 3600;

/** `ses`: when the session began (seconds), kept by every renewal; `ver`: the user's session version. */
export type TokenClaims = { sub: string; ver: number; ses: number };

/**
 * A signed access token for `userId` (HS256) carrying the user's session version and when the
 * session began (now for a sign-in, the old token's `ses` for a renewal). It expires
 * SESSION_LIFETIME_SECONDS after the session began, however often it is renewed.
 * The browser sends it raw in the Authorization header.
 */
export function signToken(userId: string, sessionVersion: number, sessionStartedAt = Math.floor(Date.now() / 1000)): string {
  const exp = sessionStartedAt + SESSION_LIFETIME_SECONDS;
  return jwt.sign({ ver: sessionVersion, ses: sessionStartedAt, exp }, env().JWT_SECRET, { algorithm: ALGORITHM, subject: userId });
}

/** The token's claims when its signature, algorithm, expiry and session lifetime are valid; otherwise null. */
export function verifyToken(token: string | null | undefined, nowSeconds = Math.floor(Date.now() / 1000)): TokenClaims | null {
  if (!token) return null;
  try {
    const claims = jwt.verify(token, env().JWT_SECRET, { algorithms: [ALGORITHM], clockTimestamp: nowSeconds });
    if (typeof claims === 'string' || typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return null;
    // Tokens issued before `ses` existed began their session when they were issued.
    const ses = typeof claims.ses === 'number' ? claims.ses : claims.iat;
    if (typeof ses !== 'number' || nowSeconds - ses > SESSION_LIFETIME_SECONDS) return null;
    return { sub: claims.sub, ver: claims.ver, ses };
  } catch {
    return null;
  }
}
