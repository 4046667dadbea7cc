'use client';

import { useState } from 'react';
import type { AdminUserDto } from '@/lib/admin/dto';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { formatUsd } from '@/lib/money';
import { adminMessages } from '@/lib/messages/admin';
import { fieldsMessages } from '@/lib/messages/fields';
import { productMessages } from '@/lib/messages/product';
import { useSession } from '@/components/auth/use-session';
import { Denied, RoleGate } from '@/components/dashboard/RoleGate';
import { useSnackbar, LONG_NOTICE_MS } from '@/components/ui/Snackbar';
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
export function AdminUsers() {
  return (
    <RoleGate permission="admin:screens">
      <Users />
    </RoleGate>
  );
}

function Users() {
  const { token } = useSession();
  const snackbar = useSnackbar();
  const [walletOf, setWalletOf] = useState<AdminUserDto | null>(null);
  const [rolesOf, setRolesOf] = useState<AdminUserDto | null>(null);
  const { data, error, mutate, denied, filter, page, setPage, limit } = useAdminList<Page, { search: string }>(adminPaths.users, { search: '' });
  if (denied) return <Denied signedIn />;

  async function setFlag(user: AdminUserDto, flag: Flag, value: boolean) {
    try {
      await apiFetch(adminPaths.roles(user._id), { method: 'PATCH', token, body: { [flag]: value } });
      snackbar.show(adminUsersMessages.rolesSaved, { kind: 'success' });
    } catch (e) {
      snackbar.show(isApiError(e) && e.message ? e.message : productMessages.actionFailed, { kind: 'error', durationMs: LONG_NOTICE_MS });
    }
    void mutate();
  }

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
}
