'use client';

import { useSWR } from '@/components/ui/use-swr';
import { ordersMessages } from '@/lib/messages/orders';
import { walletLedgerMessages } from '@/lib/messages/wallet-ledger';
import type { WalletLedgerDto } from '@/lib/wallet/dto';
import { Skeleton } from '@/components/ui/Skeleton';
import { WalletLedger } from './WalletLedger';
import styles from './users.module.css';

export const MY_WALLET_PATH = '/api/wallet';

/** MI CUENTA's 'MOVIMIENTOS DEL MONEDERO': the signed-in buyer's own ledger (the balance is its sum). */
export function MyWalletLedger({ token }: { token: string }) {
  const { data, error } = useSWR<WalletLedgerDto>([MY_WALLET_PATH, token]);
  return (
    <section className={styles.card} aria-labelledby="account-wallet-ledger">
      <h2 id="account-wallet-ledger">{walletLedgerMessages.title}</h2>
      {data ? (
        <WalletLedger ledger={data} headingId="account-wallet-ledger" />
      ) : error ? (
        <p className={styles.muted}>{ordersMessages.loadFailed}</p>
      ) : (
        <Skeleton height={96} />
      )}
    </section>
  );
}
