import { Types } from 'mongoose';
import { connectDb } from '../db';
import { User } from '@/models/User';
import { verifyToken } from './token';

/** The signed-in user as every check sees it: roles always read from the database, never the token. */
export type Viewer = {
  _id: string;
  isImportCompany: boolean;
  isImportAdmin: boolean;
  isSuperAdmin: boolean;
  /** When the token's session began (seconds): a renewed token keeps it (lib/auth/token.ts). */
  sessionStartedAt?: number;
};

/** The raw access token of a request: the Authorization header as the spec sends it (or `Bearer x`). */
export function tokenFromHeader(authorization: string | null): string | null {
  if (!authorization) return null;
  const value = authorization.trim();
  return value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
}

/**
 * The viewer behind a token, or null when the token is missing, invalid, expired, past the
 * session's lifetime, issued before the user's last password change or logout everywhere (session
 * version), of a session logged out on its device (revokedSessions), or names a user that no
 * longer exists.
 */
export async function loadViewer(token: string | null): Promise<Viewer | null> {
  const claims = verifyToken(token);
  if (!claims || !Types.ObjectId.isValid(claims.sub)) return null;
  await connectDb();
  const user = await User.findById(claims.sub, 'isImportCompany isImportAdmin isSuperAdmin sessionVersion revokedSessions').lean();
  if (!user) return null;
  if ((user.sessionVersion ?? 0) !== claims.ver) return null;
  if ((user.revokedSessions ?? []).some((revoked) => revoked.ses === claims.ses)) return null;
  return {
    _id: String(user._id),
    isImportCompany: Boolean(user.isImportCompany),
    isImportAdmin: Boolean(user.isImportAdmin),
    isSuperAdmin: Boolean(user.isSuperAdmin),
    sessionStartedAt: claims.ses,
  };
}
