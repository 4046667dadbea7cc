'use client';

import { useState, type FormEvent } from 'react';
import type { FinancesReport } from '@/lib/admin/dto';
import type { FinanceFigures } from '@/lib/admin/finances';
import { isApiError } from '@/lib/http/fetcher';
import { formatUsd } from '@/lib/money';
import { adminMessages } from '@/lib/messages/admin';
import { cartMessages } from '@/lib/messages/cart';
import { claimsMessages } from '@/lib/messages/claims';
import { productMessages } from '@/lib/messages/product';
import { useSession } from '@/components/auth/use-session';
import { NoConnection } from '@/components/layout/NoConnection';
import { Denied, gated } from '@/components/dashboard/RoleGate';
import { isDenied, useApi } from '@/components/dashboard/use-api';
import dashboard from '@/components/dashboard/dashboard.module.css';
import { TextField } from '@/components/ui/Field';
import { Skeleton } from '@/components/ui/Skeleton';
import { useSnackbar } from '@/components/ui/Snackbar';
import { adminPaths } from './api';
import styles from './admin.module.css';

const adminFinancesMessages = adminMessages.finances;

/** /finances: sales, import costs, delivery and platform earnings by month and by seller, exportable as CSV. */
export const FinancesView = gated('admin:screens', function Finances() {
  const { token } = useSession();
  const snackbar = useSnackbar();
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [draft, setDraft] = useState({ from: '', to: '' });
  const { data, error, mutate } = useApi<FinancesReport>(adminPaths.finances(range), { dedupingInterval: 0, keepPreviousData: true });
  if (isDenied(error)) return <Denied signedIn />;

  function apply(event: FormEvent) {
    event.preventDefault();
    setRange({ from: draft.from || undefined, to: draft.to || undefined });
  }

  /** The CSV needs the Authorization header, so it is fetched and handed to the browser as a file. */
  async function download() {
    try {
      const response = await fetch(adminPaths.financesCsv(range), { headers: token ? { authorization: token } : {} });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement('a'), { href: url, download: `finanzas-${data?.from ?? ''}-a-${data?.to ?? ''}.csv` });
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      snackbar.show(productMessages.actionFailed, { kind: 'error' });
    }
  }

  const badRange = isApiError(error) && error.status === 400;
  return (
    <>
      <form className={styles.toolbar} onSubmit={apply}>
        <TextField label={adminFinancesMessages.from} type="month" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        <TextField label={adminFinancesMessages.to} type="month" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        <button type="submit" className="button">
          {adminFinancesMessages.show}
        </button>
        <button type="button" className="button button-secondary" disabled={!data} onClick={() => void download()}>
          {adminFinancesMessages.exportCsv}
        </button>
      </form>
      {badRange && (
        <p className={dashboard.errorBox} role="alert">
          {adminFinancesMessages.rangeInvalid}
        </p>
      )}
      {error && !badRange && !data && <NoConnection onRetry={() => void mutate()} />}
      {!data && !error && <Skeleton height={300} />}
      {data && (
        <>
          <FiguresTable
            caption={adminFinancesMessages.byPeriod}
            first={adminFinancesMessages.period}
            rows={data.periods.map((p) => [p.month, p.label, p])}
            totals={data.totals}
          />
          <FiguresTable
            caption={adminFinancesMessages.bySeller}
            first={adminFinancesMessages.seller}
            rows={data.sellers.map((s) => [s.sellerId, s.name, s])}
            totals={data.totals}
          />
        </>
      )}
    </>
  );
});

function FiguresTable({ caption, first, rows, totals }: { caption: string; first: string; rows: [string, string, FinanceFigures][]; totals: FinanceFigures }) {
  const cells = (x: FinanceFigures) => [
    x.units,
    formatUsd(x.sales),
    formatUsd(x.importCosts),
    formatUsd(x.delivery),
    formatUsd(x.platformEarnings),
    formatUsd(x.refunds),
  ];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            {[
              adminFinancesMessages.units,
              adminFinancesMessages.sales,
              adminFinancesMessages.importCosts,
              adminFinancesMessages.delivery,
              adminFinancesMessages.platform,
              claimsMessages.financesRefunds,
            ].map((h) => (
              <th key={h} scope="col" className={styles.num}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, label, figures]) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              {cells(figures).map((c, i) => (
                <td key={i} className={styles.num}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>{cartMessages.total}</td>
            {cells(totals).map((c, i) => (
              <td key={i} className={styles.num}>
                {c}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
