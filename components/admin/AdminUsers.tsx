'use client';

import { useState } from 'react';
import type { AdminUserDto } from '@/lib/admin/dto';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { formatUsd } from '@/lib/money';
import { messages } from '@/lib/messages';
import { useSession } from '@/components/auth/use-session';
import { NoConnection } from '@/components/layout/NoConnection';
import { Denied, RoleGate } from '@/components/seller/RoleGate';
import { isDenied, useApi } from '@/components/seller/use-api';
import { Skeleton } from '@/components/ui/Skeleton';
import { useSnackbar } from '@/components/ui/Snackbar';
import { adminPaths } from './api';
import { Pager } from './Pager';
import { SearchBar } from './SearchBar';
import { WalletDialog } from './WalletDialog';
import styles from './admin.module.css';

const LIMIT = 20;
const u = messages.admin.users;
type Page = { count: number; users: AdminUserDto[] };
type Flag = 'isImportCompany' | 'isImportAdmin' | 'isSuperAdmin';
const FLAGS: [Flag, string][] = [['isImportCompany', u.seller], ['isImportAdmin', u.orderAdmin], ['isSuperAdmin', u.superAdmin]];

/** /adminUsers: find users, grant and remove roles, adjust a wallet with its audit history. */
export function AdminUsers() {
  return <RoleGate permission="admin:screens"><Users /></RoleGate>;
}

function Users() {
  const { token } = useSession();
  const snackbar = useSnackbar();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [walletOf, setWalletOf] = useState<AdminUserDto | null>(null);
  const { data, error, mutate } = useApi<Page>(adminPaths.users({ search, page, limit: LIMIT }), { dedupingInterval: 0, keepPreviousData: true });
  if (isDenied(error)) return <Denied signedIn />;

  async function setFlag(user: AdminUserDto, flag: Flag, value: boolean) {
    try {
      await apiFetch(adminPaths.roles(user._id), { method: 'PATCH', token, body: { [flag]: value } });
      snackbar.show(u.rolesSaved, { kind: 'success' });
    } catch (e) {
      snackbar.show(isApiError(e) && e.message ? e.message : messages.product.actionFailed, { kind: 'error', durationMs: 3000 });
    }
    void mutate();
  }

  return (
    <>
      <SearchBar label={u.search} onSearch={(text) => { setSearch(text); setPage(1); }} />
      {error && !data && <NoConnection onRetry={() => void mutate()} />}
      {!data && !error && <Skeleton height={300} />}
      {data && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr><th>{messages.fields.fullName}</th><th>{messages.fields.email}</th><th>{u.roles}</th><th className={styles.num}>{u.wallet}</th><th /></tr>
            </thead>
            <tbody>
              {data.users.length === 0 && <tr><td colSpan={5}>{messages.admin.none}</td></tr>}
              {data.users.map((user) => (
                <tr key={user._id}>
                  <td>{`${user.name} ${user.lastName}`.trim()}<br /><span className={styles.badge}>{user.phone}</span></td>
                  <td>{user.email}</td>
                  <td>
                    <div className={styles.roles}>
                      {FLAGS.map(([flag, label]) => (
                        <label key={flag}>
                          <input type="checkbox" checked={user[flag]} onChange={(e) => void setFlag(user, flag, e.target.checked)} aria-label={`${label}: ${user.email}`} />
                          {label}
                        </label>
                      ))}
                    </div>
                  </td>
                  <td className={styles.num}>{formatUsd(user.wallet)}</td>
                  <td><button type="button" className={`button button-secondary ${styles.small}`} onClick={() => setWalletOf(user)}>{u.adjust}</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager page={page} count={data.count} limit={LIMIT} onPage={setPage} />}
      {walletOf && <WalletDialog user={walletOf} onClose={() => setWalletOf(null)} onSaved={() => void mutate()} />}
    </>
  );
}
