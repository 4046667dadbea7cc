'use client';

import { useState } from 'react';
import Link from '@/components/ui/Link';
import { carouselMessages } from '@/lib/messages/carousel';
import { commonMessages } from '@/lib/messages/common';
import { deliversMessages } from '@/lib/messages/delivers';
import { sellerMessages } from '@/lib/messages/seller';
import { TRACK_STATUSES } from '@/lib/orders/status';
import type { DeliveriesPage } from '@/lib/selling/dto';
import { useSession } from '@/components/auth/use-session';
import { SellerClaims } from '@/components/claims/SellerClaims';
import { NoConnection } from '@/components/layout/NoConnection';
import { Skeleton } from '@/components/ui/Skeleton';
import { sellerPaths } from './api';
import { DeliveryLine } from './DeliveryLine';
import { Denied, RoleGate } from '@/components/dashboard/RoleGate';
import { isDenied, useApi } from '@/components/dashboard/use-api';
import { useDeliveriesLive } from './use-deliveries-live';
import dashboard from '@/components/dashboard/dashboard.module.css';
import styles from './seller.module.css';
import { isObjectIdText } from '@/lib/ids';

const PAGE_SIZE = 20;

type Props = { sellerId?: string; trackingOrderId?: string };

/** /delivers/{id?}/{trackingOrderId?} (sellers): the viewer's order lines by tracking status, one order when given. */
export function DeliversView(props: Props) {
  return (
    <RoleGate permission="dashboard:sell">
      <Deliveries {...props} />
    </RoleGate>
  );
}

function Deliveries({ sellerId, trackingOrderId }: Props) {
  const { user } = useSession();
  const [status, setStatus] = useState<string>(commonMessages.all);
  const [page, setPage] = useState(1);
  const orderId = isObjectIdText(trackingOrderId) ? trackingOrderId : undefined;
  const path = sellerPaths.delivers({ status, page, limit: PAGE_SIZE, orderId });
  const { data, error, mutate } = useApi<DeliveriesPage>(path, { dedupingInterval: 0, revalidateOnMount: true });
  // A new line or a status set by an order admin: the list and its counts reload (swr mutate).
  useDeliveriesLive(() => void mutate());
  // Another seller's deliveries are not the viewer's to see.
  if ((sellerId && sellerId !== user?._id) || isDenied(error)) return <Denied signedIn />;
  if (error && !data) return <NoConnection onRetry={() => void mutate()} />;
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE_SIZE));
  const choose = (next: string) => {
    setStatus(next);
    setPage(1);
  };
  // No count before the answer: a "(0)" while loading reads as no sales.
  const counted = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  const total = data ? Object.values(data.statusCounts).reduce((a, b) => a + b, 0) : undefined;
  return (
    <>
      {orderId && (
        <p>
          <Link href={`/delivers/${user?._id ?? ''}`}>{commonMessages.all}</Link>
        </p>
      )}
      {data && (
        <p className={dashboard.muted} data-testid="counted-orders">
          {sellerMessages.countedOrders(data.orders)}
        </p>
      )}
      {!orderId && <SellerClaims />}
      <div className={dashboard.tabs} role="group" aria-label={deliversMessages.filter}>
        {[commonMessages.all, ...TRACK_STATUSES].map((s) => (
          <button key={s} type="button" className={dashboard.tab} aria-pressed={status === s} onClick={() => choose(s)}>
            {s}
            {counted(s === commonMessages.all ? total : data?.statusCounts[s as keyof DeliveriesPage['statusCounts']])}
          </button>
        ))}
      </div>
      {!data && <Skeleton height={320} />}
      {data?.lines.length === 0 && (
        <section className={styles.empty}>
          <h2>{deliversMessages.empty}</h2>
          <p className={dashboard.muted}>{deliversMessages.emptyHint}</p>
        </section>
      )}
      {data && data.lines.length > 0 && (
        <ul className={styles.lines}>
          {data.lines.map((line) => (
            <DeliveryLine
              key={`${line.lineId}:${line.trackStatus.currentStatus}`}
              line={line}
              focused={line.orderId === orderId}
              onSaved={() => void mutate()}
            />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className={dashboard.pager} aria-label={commonMessages.page(page, pages)}>
          <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {carouselMessages.previous}
          </button>
          <span>{commonMessages.page(page, pages)}</span>
          <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {commonMessages.next}
          </button>
        </nav>
      )}
    </>
  );
}
