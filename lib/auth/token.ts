import jwt from 'jsonwebtoken';
import { env } from '../env';

const ALGORITHM = 'HS256';
const LIFETIME = '30d';

export type TokenClaims = { sub: string; ver: number };

/**
 * A signed access token for `userId` (HS256, 30 days) carrying the user's session version.
 * The browser sends it raw in the Authorization header.
 */
export function signToken(userId: string, sessionVersion: number): string {
  return jwt.sign({ ver: sessionVersion }, env().JWT_SECRET, { algorithm: ALGORITHM, subject: userId, expiresIn: LIFETIME });
}

/** The token's claims when its signature, algorithm and expiry are valid; otherwise null. */
export function verifyToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    const claims = jwt.verify(token, env().JWT_SECRET, { algorithms: [ALGORITHM] });
    if (typeof claims === 'string' || typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return null;
    return { sub: claims.sub, ver: claims.ver };
  } catch {
    return null;
  }
}
