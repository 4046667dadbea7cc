'use client';

import type { RateChangeDto } from '@/lib/admin/dto';
import { adminMessages } from '@/lib/messages/admin';
import { carouselMessages } from '@/lib/messages/carousel';
import { Denied, gated } from '@/components/dashboard/RoleGate';
import { SelectField } from '@/components/ui/Field';
import { adminPaths } from './api';
import { AdminTable } from './AdminTable';
import { useAdminList } from './use-admin-list';
import styles from './admin.module.css';
import { formatDateTime } from '@/lib/format';

const adminCurrencyMessages = adminMessages.currency;
type Page = { count: number; changes: RateChangeDto[] };

/** /exchangeHistory: every change of the EUR and MXN rates, newest first, with date and author. */
export const ExchangeHistory = gated('admin:screens', function History() {
  const { data, error, mutate, denied, filters, filter, page, setPage, limit } = useAdminList<Page, { currency: string }>(
    adminPaths.currencyHistory,
    { currency: '' },
    { revalidateOnMount: true },
  );
  if (denied) return <Denied signedIn />;
  const options = [
    { value: '', label: adminCurrencyMessages.all },
    { value: 'eur', label: 'EUR' },
    { value: 'mxn', label: 'MXN' },
  ];
  return (
    <>
      <div className={styles.toolbar}>
        <SelectField label={adminCurrencyMessages.currency} options={options} value={filters.currency} onChange={(e) => filter({ currency: e.target.value })} />
      </div>
      <AdminTable
        items={data?.changes}
        count={data?.count ?? 0}
        failed={Boolean(error)}
        onRetry={() => void mutate()}
        columns={[
          { label: adminCurrencyMessages.date },
          { label: adminCurrencyMessages.currency },
          { label: carouselMessages.previous, numeric: true },
          { label: adminCurrencyMessages.value, numeric: true },
          { label: adminCurrencyMessages.author },
        ]}
        empty={adminCurrencyMessages.empty}
        row={(change) => (
          <tr key={change._id}>
            <td>{formatDateTime(change.createdAt)}</td>
            <td>{change.currency.toUpperCase()}</td>
            <td className={styles.num}>{change.previousValue ?? '—'}</td>
            <td className={styles.num}>{change.value}</td>
            <td>{change.changedBy.name || change.changedBy.email}</td>
          </tr>
        )}
        page={page}
        limit={limit}
        onPage={setPage}
      />
    </>
  );
});
