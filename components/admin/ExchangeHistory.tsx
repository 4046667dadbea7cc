'use client';

import { useState } from 'react';
import type { RateChangeDto } from '@/lib/admin/dto';
import { messages } from '@/lib/messages';
import { NoConnection } from '@/components/layout/NoConnection';
import { Denied, RoleGate } from '@/components/seller/RoleGate';
import { isDenied, useApi } from '@/components/seller/use-api';
import { SelectField } from '@/components/ui/Field';
import { Skeleton } from '@/components/ui/Skeleton';
import { adminPaths } from './api';
import { Pager } from './Pager';
import styles from './admin.module.css';

const LIMIT = 20;
const c = messages.admin.currency;
type Page = { count: number; changes: RateChangeDto[] };

/** /exchangeHistory: every change of the EUR and MXN rates, newest first, with date and author. */
export function ExchangeHistory() {
  return <RoleGate permission="admin:screens"><History /></RoleGate>;
}

function History() {
  const [currency, setCurrency] = useState('');
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useApi<Page>(adminPaths.currencyHistory({ currency, page, limit: LIMIT }), { dedupingInterval: 0, revalidateOnMount: true, keepPreviousData: true });
  if (isDenied(error)) return <Denied signedIn />;
  const options = [{ value: '', label: c.all }, { value: 'eur', label: 'EUR' }, { value: 'mxn', label: 'MXN' }];
  return (
    <>
      <div className={styles.toolbar}>
        <SelectField label={c.currency} options={options} value={currency} onChange={(e) => { setCurrency(e.target.value); setPage(1); }} />
      </div>
      {error && !data && <NoConnection onRetry={() => void mutate()} />}
      {!data && !error && <Skeleton height={300} />}
      {data && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr><th>{c.date}</th><th>{c.currency}</th><th className={styles.num}>{messages.carousel.previous}</th><th className={styles.num}>{c.value}</th><th>{c.author}</th></tr>
            </thead>
            <tbody>
              {data.changes.length === 0 && <tr><td colSpan={5}>{c.empty}</td></tr>}
              {data.changes.map((change) => (
                <tr key={change._id}>
                  <td>{new Date(change.createdAt).toLocaleString('es-ES')}</td>
                  <td>{change.currency.toUpperCase()}</td>
                  <td className={styles.num}>{change.previousValue ?? '—'}</td>
                  <td className={styles.num}>{change.value}</td>
                  <td>{change.changedBy.name || change.changedBy.email}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager page={page} count={data.count} limit={LIMIT} onPage={setPage} />}
    </>
  );
}
