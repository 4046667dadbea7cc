import '#server-only';
import type { Viewer } from '../auth/guard';
import { connectDb } from '../db';
import { AppError } from '../errors';
import { messages } from '../messages';
import { fromCents } from '../money';
import { NEWEST_FIRST, skipOf } from '../paging';
import { User, type LeanUser } from '@/models/User';
import { textFilter } from './people';
import { findUsersByPrefix, userSearchKeysReady } from '../account/user-search-service';
import { newestFirst } from '../account/user-search';
import { applyRolesToSockets } from '../realtime/server';
import { changeRolesAudited, roleFlagsOf, roleHistory } from './role-audit';
import type { AdminListQuery, RolesInput } from './schemas';
import type { AdminUserDto } from './dto';

const FIELDS = '_id email name lastName phone isImportCompany isImportAdmin isSuperAdmin walletCents importCompanyName createdAt';

/** The users screen's DTO of a lean user. */
/** A user as a projected read gives it: the id and e-mail, and whichever other fields were asked for. */
type ProjectedUser = Pick<LeanUser, '_id' | 'email'> & Partial<LeanUser>;

export function toAdminUser(u: ProjectedUser): AdminUserDto {
  return {
    _id: String(u._id),
    email: u.email,
    name: u.name ?? '',
    lastName: u.lastName ?? '',
    phone: u.phone ?? '',
    isImportCompany: Boolean(u.isImportCompany),
    isImportAdmin: Boolean(u.isImportAdmin),
    isSuperAdmin: Boolean(u.isSuperAdmin),
    wallet: fromCents(u.walletCents ?? 0),
    importCompanyName: u.importCompanyName ?? '',
    createdAt: new Date(u.createdAt ?? 0).toISOString(),
  };
}

/**
 * GET /api/admin/users (super admins): users whose name (with or without the last name), last name,
 * e-mail or phone starts with the text, accents and case ignored, newest first; { count, users }.
 */
export async function listUsers(query: AdminListQuery, signal?: AbortSignal): Promise<{ count: number; users: AdminUserDto[] }> {
  await connectDb();
  if (query.search && userSearchKeysReady()) return searchUsers(query, signal);
  const filter = textFilter(query.search, ['name', 'lastName', 'email']);
  const [count, users] = await Promise.all([
    User.countDocuments(filter),
    User.find(filter, FIELDS).sort(NEWEST_FIRST).skip(skipOf(query)).limit(query.limit).lean<ProjectedUser[]>(),
  ]);
  return { count, users: users.map(toAdminUser) };
}

/** The search through the indexed search texts: the matches' ids and dates, then the page's users by id. */
async function searchUsers(query: AdminListQuery, signal?: AbortSignal): Promise<{ count: number; users: AdminUserDto[] }> {
  const found = (await findUsersByPrefix<{ _id: unknown; createdAt?: Date }>(query.search, '_id createdAt')).sort(newestFirst);
  signal?.throwIfAborted();
  const ids = found.slice(skipOf(query), skipOf(query) + query.limit).map((user) => user._id);
  const byId = new Map((await User.find({ _id: { $in: ids } }, FIELDS).lean<ProjectedUser[]>()).map((user) => [String(user._id), user]));
  const users = ids.flatMap((id) => byId.get(String(id)) ?? []);
  return { count: found.length, users: users.map(toAdminUser) };
}

/**
 * PATCH /api/admin/users/{id}/roles (super admins): grants or removes the seller, order admin and
 * super admin flags. A super admin cannot remove their own super admin flag (nobody would be left
 * to give it back). The change applies to the user's next request (roles are read per request),
 * and the user's open sockets leave the rooms the roles no longer give at once.
 * Every change is audited (lib/admin/role-audit.ts).
 */
export async function setRoles(viewer: Viewer, userId: string, input: RolesInput): Promise<AdminUserDto> {
  if (userId === viewer._id && input.isSuperAdmin === false) throw new AppError('validation', { message: messages.admin.users.ownSuperAdmin });
  await connectDb();
  const user = await changeRolesAudited(viewer, userId, input);
  applyRolesToSockets({ _id: String(user._id), ...roleFlagsOf(user) });
  return toAdminUser(user);
}

/** GET /api/admin/users/{id}/roles (super admins): current flags and the audit history, newest first. */
export async function userRoleHistory(userId: string) {
  await connectDb();
  return roleHistory(userId);
}
