'use client';

import type { AdminUserDto, RoleChangeDto, RoleFlags } from '@/lib/admin/dto';
import { adminMessages } from '@/lib/messages/admin';
import { useApi } from '@/components/dashboard/use-api';
import { Dialog } from '@/components/ui/Dialog';
import { Skeleton } from '@/components/ui/Skeleton';
import { adminPaths } from './api';
import styles from './admin.module.css';
import { formatDateTime } from '@/lib/format';

const adminUsersMessages = adminMessages.users;

/** The roles a set of flags grants, as the users screen names them. */
export function roleNames(flags: RoleFlags): string {
  const names = [
    flags.isImportCompany && adminUsersMessages.seller,
    flags.isImportAdmin && adminUsersMessages.orderAdmin,
    flags.isSuperAdmin && adminUsersMessages.superAdmin,
  ].filter(Boolean);
  return names.length ? names.join(', ') : adminUsersMessages.buyerOnly;
}

/** HISTORIAL DE ROLES: every role change of one user (who, when, before → after), newest first. */
export function RoleHistoryDialog({ user, onClose }: { user: AdminUserDto; onClose(): void }) {
  const history = useApi<{ roles: RoleFlags; changes: RoleChangeDto[] }>(adminPaths.roles(user._id), { dedupingInterval: 0, revalidateOnMount: true });
  const name = `${user.name} ${user.lastName}`.trim() || user.email;
  return (
    <Dialog open onClose={onClose} title={adminUsersMessages.roleHistoryOf(name)}>
      {!history.data && <Skeleton height={80} />}
      {history.data?.changes.length === 0 && <p>{adminUsersMessages.noRoleChanges}</p>}
      <ul className={styles.history}>
        {history.data?.changes.map((change) => (
          <li key={change._id}>
            <strong>{adminUsersMessages.entry(roleNames(change.before), roleNames(change.after))}</strong>
            <br />
            {formatDateTime(change.createdAt)} · {change.by.name || change.by.email}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
