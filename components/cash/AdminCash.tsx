'use client';

import { useState } from 'react';
import type { CashReport } from '@/lib/cash/dto';
import { formatUsd } from '@/lib/money';
import { cashMessages } from '@/lib/messages/cash';
import { claimsMessages } from '@/lib/messages/claims';
import { menuMessages } from '@/lib/messages/menu';
import { gated } from '@/components/dashboard/RoleGate';
import { useApi } from '@/components/dashboard/use-api';
import { useApiAction } from '@/components/dashboard/use-api-action';
import { WhenLoaded } from '@/components/dashboard/WhenLoaded';
import ui from '@/components/ui/ui.module.css';
import styles from '@/components/admin/admin.module.css';
import { formatDateTime, formatDecimal } from '@/lib/format';

const CASH_PATH = '/api/admin/cash';

/** /adminCash (super admins): per courier, the cash collected on delivery, what is still to hand over, and RECIBIR EFECTIVO. */
export const AdminCash = gated('cash:reconcile', function Report() {
  const [busy, setBusy] = useState<string | null>(null);
  const query = useApi<CashReport>(CASH_PATH, { dedupingInterval: 0, revalidateOnMount: true });
  const act = useApiAction(query.mutate);

  async function handOver(courierId: string) {
    setBusy(courierId);
    await act<{ message: string }>(`${CASH_PATH}/handover`, { method: 'POST', body: { courierId } }, (answer) => answer.message);
    setBusy(null);
  }

  return (
    <WhenLoaded query={query} skeleton={200}>
      {(data) => (
        <>
          {data.couriers.length === 0 ? <p>{cashMessages.empty}</p> : <CourierTable data={data} busy={busy} onHandOver={(courier) => void handOver(courier)} />}
          {data.cardRefunds.length > 0 && <CardRefunds refunds={data.cardRefunds} />}
          {data.claimRefunds.length > 0 && <ClaimRefunds refunds={data.claimRefunds} />}
        </>
      )}
    </WhenLoaded>
  );
});

/** A second card payment of an order, to give back through Stripe: the order, the session to find, the amount in its currency. */
function CardRefunds({ refunds }: { refunds: CashReport['cardRefunds'] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{cashMessages.cardRefundsTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{cashMessages.cardRefundOrder}</th>
            <th scope="col">{cashMessages.cardRefundSession}</th>
            <th scope="col" className={styles.num}>
              {cashMessages.cardRefundAmount}
            </th>
            <th scope="col">{cashMessages.cardRefundPaidAt}</th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund.sessionId}>
              <th scope="row">#{refund.orderNumber ?? refund.orderId}</th>
              <td>
                <code>{refund.sessionId}</code>
              </td>
              <td className={styles.num}>
                {formatDecimal(refund.amount / 100, 2)} {refund.currency.toUpperCase()}
              </td>
              <td>{formatDateTime(refund.paidAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{cashMessages.cardRefundsHint}</p>
    </div>
  );
}

/** What buyers' claims gave back (lib/claims): the order, where the money went, how much and when. */
function ClaimRefunds({ refunds }: { refunds: CashReport['claimRefunds'] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{claimsMessages.cashRefundsTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{cashMessages.cardRefundOrder}</th>
            <th scope="col">{claimsMessages.cashRefundKind}</th>
            <th scope="col" className={styles.num}>
              {claimsMessages.refundsTitle}
            </th>
            <th scope="col">{claimsMessages.cashRefundAt}</th>
          </tr>
        </thead>
        <tbody>
          {refunds.map((refund) => (
            <tr key={refund.claimId}>
              <th scope="row">#{refund.orderNumber}</th>
              <td>{claimsMessages.resolutions[refund.kind]}</td>
              <td className={styles.num}>{formatUsd(refund.amount)}</td>
              <td>{formatDateTime(refund.at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{claimsMessages.cashRefundsHint}</p>
    </div>
  );
}

function CourierTable({ data, busy, onHandOver }: { data: CashReport; busy: string | null; onHandOver: (courierId: string) => void }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{menuMessages.adminCash}</caption>
        <thead>
          <tr>
            <th scope="col">{cashMessages.courier}</th>
            <th scope="col" className={styles.num}>
              {cashMessages.orders}
            </th>
            <th scope="col" className={styles.num}>
              {cashMessages.collected}
            </th>
            <th scope="col" className={styles.num}>
              {cashMessages.handedOver}
            </th>
            <th scope="col" className={styles.num}>
              {cashMessages.pending}
            </th>
            <th scope="col">
              <span className="visually-hidden">{cashMessages.handOver}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.couriers.map((row) => (
            <tr key={row.courier}>
              <th scope="row">{row.name}</th>
              <td className={styles.num}>{row.orders}</td>
              <td className={styles.num}>{formatUsd(row.collected)}</td>
              <td className={styles.num}>{formatUsd(row.handedOver)}</td>
              <td className={styles.num}>{formatUsd(row.pending)}</td>
              <td>
                {row.pending > 0 && (
                  <button type="button" className={`${ui.button} ${styles.small}`} disabled={busy !== null} onClick={() => onHandOver(row.courier)}>
                    {cashMessages.handOver}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2} />
            <td className={styles.num}>{formatUsd(data.totals.collected)}</td>
            <td />
            <td className={styles.num}>{formatUsd(data.totals.pending)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
