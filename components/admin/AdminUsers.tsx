'use client';

import { useState } from 'react';
import type { AdminUserDto } from '@/lib/admin/dto';
import { formatUsd } from '@/lib/money';
import { adminMessages } from '@/lib/messages/admin';
import { fieldsMessages } from '@/lib/messages/fields';
import { Denied, gated } from '@/components/dashboard/RoleGate';
import { useApiAction } from '@/components/dashboard/use-api-action';
import { adminPaths } from './api';
import { AdminTable } from './AdminTable';
import { RoleHistoryDialog } from './RoleHistoryDialog';
import { SearchBar } from './SearchBar';
import { useAdminList } from './use-admin-list';
import { WalletDialog } from './WalletDialog';
import styles from './admin.module.css';

const adminUsersMessages = adminMessages.users;
type Page = { count: number; users: AdminUserDto[] };
type Flag = 'isImportCompany' | 'isImportAdmin' | 'isSuperAdmin';
const FLAGS: [Flag, string][] = [
  ['isImportCompany', adminUsersMessages.seller],
  ['isImportAdmin', adminUsersMessages.orderAdmin],
  ['isSuperAdmin', adminUsersMessages.superAdmin],
];

/** /adminUsers: find users, grant and remove roles, adjust a wallet with its audit history. */
export const AdminUsers = gated('admin:screens', function Users() {
  const [walletOf, setWalletOf] = useState<AdminUserDto | null>(null);
  const [rolesOf, setRolesOf] = useState<AdminUserDto | null>(null);
  const { data, error, mutate, denied, filter, page, setPage, limit } = useAdminList<Page, { search: string }>(adminPaths.users, { search: '' });
  const act = useApiAction(mutate);
  if (denied) return <Denied signedIn />;
  const setFlag = (user: AdminUserDto, flag: Flag, value: boolean) =>
    act(adminPaths.roles(user._id), { method: 'PATCH', body: { [flag]: value } }, adminUsersMessages.rolesSaved);

  return (
    <>
      <SearchBar label={adminUsersMessages.search} onSearch={(search) => filter({ search })} />
      <AdminTable
        items={data?.users}
        count={data?.count ?? 0}
        failed={Boolean(error)}
        onRetry={() => void mutate()}
        columns={[
          { label: fieldsMessages.fullName },
          { label: fieldsMessages.email },
          { label: adminUsersMessages.roles },
          { label: adminUsersMessages.wallet, numeric: true },
          { label: '' },
        ]}
        empty={adminMessages.none}
        row={(user) => (
          <tr key={user._id}>
            <td>
              {`${user.name} ${user.lastName}`.trim()}
              <br />
              <span className={styles.badge}>{user.phone}</span>
            </td>
            <td>{user.email}</td>
            <td>
              <div className={styles.roles}>
                {FLAGS.map(([flag, label]) => (
                  <label key={flag}>
                    <input
                      type="checkbox"
                      checked={user[flag]}
                      onChange={(e) => void setFlag(user, flag, e.target.checked)}
                      aria-label={`${label}: ${user.email}`}
                    />
                    {label}
                  </label>
                ))}
              </div>
            </td>
            <td className={styles.num}>{formatUsd(user.wallet)}</td>
            <td>
              <div className={styles.buttons}>
                <button type="button" className={`button button-secondary ${styles.small}`} onClick={() => setWalletOf(user)}>
                  {adminUsersMessages.adjust}
                </button>
                <button
                  type="button"
                  className={`button button-secondary ${styles.small}`}
                  onClick={() => setRolesOf(user)}
                  aria-label={adminUsersMessages.roleHistoryOpen(user.email)}
                >
                  {adminUsersMessages.roleHistory}
                </button>
              </div>
            </td>
          </tr>
        )}
        page={page}
        limit={limit}
        onPage={setPage}
      />
      {rolesOf && <RoleHistoryDialog user={rolesOf} onClose={() => setRolesOf(null)} />}
      {walletOf && <WalletDialog user={walletOf} onClose={() => setWalletOf(null)} onSaved={() => void mutate()} />}
    </>
  );
});
