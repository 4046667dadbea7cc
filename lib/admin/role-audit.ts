import type { Viewer } from '../auth/guard';
import { AppError } from '../errors';
import { guardedUpdate, REWRITE_TRIES, withDocumentLock } from '../guarded-write';
import { NEWEST_FIRST } from '../paging';
import { RoleChange, type LeanRoleChange } from '@/models/RoleChange';
import { User, type LeanUser } from '@/models/User';
import { peopleById, personOrNobody } from './people';
import type { Person, RoleChangeDto, RoleFlags } from './dto';
import type { RolesInput } from './schemas';

const FLAG_NAMES = ['isImportCompany', 'isImportAdmin', 'isSuperAdmin'] as const;

/** The three role flags of a user document (a missing flag is false). */
export function roleFlagsOf(user: Partial<Record<(typeof FLAG_NAMES)[number], boolean | null>>): RoleFlags {
  return { isImportCompany: Boolean(user.isImportCompany), isImportAdmin: Boolean(user.isImportAdmin), isSuperAdmin: Boolean(user.isSuperAdmin) };
}

/** Mongo guard "the flags are still `flags`" (false also matches a document without the field). */
function sameFlags(flags: RoleFlags): Record<string, unknown> {
  return Object.fromEntries(FLAG_NAMES.map((name) => [name, flags[name] ? true : { $ne: true }]));
}

function toDto(entry: LeanRoleChange, people: ReadonlyMap<string, Person>): RoleChangeDto {
  return {
    _id: String(entry._id),
    by: personOrNobody(people, entry.by),
    before: roleFlagsOf(entry.before),
    after: roleFlagsOf(entry.after),
    createdAt: new Date(entry.createdAt ?? 0).toISOString(),
  };
}

/**
 * Sets the given role flags of a user and keeps an audit entry (who, when, flags before and after)
 * when something changed. As for wallet adjustments: the entry is written first, the flags then
 * change only if they are still the ones read (compare-and-set), else the entry is removed and
 * the step retried, up to REWRITE_TRIES times (then 409). Returns the updated user.
 */
export async function changeRolesAudited(viewer: Viewer, userId: string, input: RolesInput): Promise<LeanUser> {
  return withDocumentLock(`roles-change:${userId}`, async () => {
    for (let attempt = 0; attempt < REWRITE_TRIES; attempt++) {
      const user = await User.findById(userId).lean<LeanUser>();
      if (!user) throw new AppError('notFound');
      const before = roleFlagsOf(user);
      const after = { ...before, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as RoleFlags;
      if (FLAG_NAMES.every((name) => before[name] === after[name])) return user;
      const entry = await RoleChange.create({ user: userId, by: viewer._id, before, after });
      const written = await guardedUpdate(User, userId, sameFlags(before), { $set: after }).catch(async (error: unknown) => {
        await RoleChange.deleteOne({ _id: entry._id });
        throw error;
      });
      if (written) return written;
      await RoleChange.deleteOne({ _id: entry._id });
    }
    throw new AppError('conflict');
  });
}

/** GET /api/admin/users/{id}/roles (super admins): the current flags and every change, newest first. */
export async function roleHistory(userId: string): Promise<{ roles: RoleFlags; changes: RoleChangeDto[] }> {
  const user = await User.findById(userId, 'isImportCompany isImportAdmin isSuperAdmin').lean();
  if (!user) throw new AppError('notFound');
  const entries = await RoleChange.find({ user: userId }).sort(NEWEST_FIRST).limit(200).lean<LeanRoleChange[]>();
  const people = await peopleById(entries.map((e) => e.by));
  return { roles: roleFlagsOf(user), changes: entries.map((e) => toDto(e, people)) };
}
