import { formatDateTime } from '@/lib/format';
import { formatUsd } from '@/lib/money';
import { walletLedgerMessages } from '@/lib/messages/wallet-ledger';
import type { WalletLedgerDto } from '@/lib/wallet/dto';
import styles from './users.module.css';

const w = walletLedgerMessages;

/** The wallet's movements, newest first: date, what moved it, the signed amount and the balance after. */
export function WalletLedger({ ledger, headingId }: { ledger: WalletLedgerDto; headingId: string }) {
  if (ledger.entries.length === 0) return <p className={styles.muted}>{w.empty}</p>;
  return (
    <>
      {!ledger.balanced && (
        <p className={styles.warning} role="alert">
          {w.unbalanced}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{w.date}</th>
              <th scope="col">{w.concept}</th>
              <th scope="col" className={styles.amount}>
                {w.amount}
              </th>
              <th scope="col" className={styles.amount}>
                {w.balanceAfter}
              </th>
            </tr>
          </thead>
          <tbody>
            {ledger.entries.map((e) => (
              <tr key={e.seq}>
                <td>{formatDateTime(e.createdAt)}</td>
                <td>
                  {w.kinds[e.kind]}
                  {e.orderNumber !== null && ` · ${w.order(e.orderNumber)}`}
                  {e.reason && ` · ${e.reason}`}
                </td>
                <td className={`${styles.amount} ${e.amount > 0 ? styles.credit : ''}`}>{`${e.amount > 0 ? '+' : '−'}${formatUsd(Math.abs(e.amount))}`}</td>
                <td className={styles.amount}>{formatUsd(e.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ledger.total > ledger.entries.length && <p className={styles.muted}>{w.shown(ledger.entries.length, ledger.total)}</p>}
    </>
  );
}
