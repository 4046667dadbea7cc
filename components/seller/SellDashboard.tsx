'use client';

import Link from '@/components/ui/Link';
import { formatUsd } from '@/lib/money';
import { claimsMessages } from '@/lib/messages/claims';
import { dashboardMessages } from '@/lib/messages/dashboard';
import { menuMessages } from '@/lib/messages/menu';
import { sellerMessages } from '@/lib/messages/seller';
import type { UserSellingData } from '@/lib/selling/dto';
import { useSession } from '@/components/auth/use-session';
import { Icon, cartIcon, sellIcon } from '@/components/layout/icons';
import { storeIcon } from '@/components/layout/inner-icons';
import { NoConnection } from '@/components/layout/NoConnection';
import { Skeleton } from '@/components/ui/Skeleton';
import { sellerPaths } from './api';
import { RoleGate, Denied } from '@/components/dashboard/RoleGate';
import { SalesChart } from './SalesChart';
import { isDenied, useApi } from '@/components/dashboard/use-api';
import dashboard from '@/components/dashboard/dashboard.module.css';
import styles from './seller.module.css';

/** /selldashboard for sellers: the three tiles, CONTABILIDAD, the two top 5 lists and the sales chart. */
export function SellDashboard() {
  return (
    <RoleGate permission="dashboard:sell">
      <Dashboard />
    </RoleGate>
  );
}

function Dashboard() {
  const { user } = useSession();
  const { data, error, mutate } = useApi<UserSellingData>(sellerPaths.sellingData());
  if (isDenied(error)) return <Denied signedIn />;
  return (
    <>
      <nav className={styles.tiles} aria-label={menuMessages.sell}>
        <Link href="/myproducts/create" className={styles.tile}>
          <Icon path={sellIcon} size={32} />
          {dashboardMessages.sell}
        </Link>
        <Link href="/myproducts" className={styles.tile}>
          <Icon path={storeIcon} size={32} />
          {menuMessages.myAds}
        </Link>
        <Link href={`/delivers/${user?._id ?? ''}`} className={styles.tile}>
          <Icon path={cartIcon} size={32} />
          {dashboardMessages.mySales}
        </Link>
      </nav>
      {error && !data ? <NoConnection onRetry={() => void mutate()} /> : <Figures data={data} />}
    </>
  );
}

function Figures({ data }: { data?: UserSellingData }) {
  const value = (text: string | number | undefined) => (data ? text : <Skeleton width={80} height={24} />);
  return (
    <>
      <section className={dashboard.card} aria-labelledby="accounting">
        <h2 id="accounting">{dashboardMessages.accounting}</h2>
        <p className={dashboard.muted} data-testid="counted-orders">
          {value(data && sellerMessages.countedOrders(data.totalOrders))}
        </p>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{dashboardMessages.totalSales}</dt>
            <dd>{value(data?.totalSells)}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{dashboardMessages.totalIncome}</dt>
            <dd>{value(data && formatUsd(data.totalIncomes))}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{sellerMessages.profits}</dt>
            <dd>{value(data && formatUsd(data.totalProfits))}</dd>
          </div>
          <div className={styles.figure} data-testid="claim-rate">
            <dt>{claimsMessages.rateTitle}</dt>
            <dd>{value(data && claimsMessages.rate(data.claims.ratePercent, data.claims.claimedLines, data.claims.lines))}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{claimsMessages.refundsTitle}</dt>
            <dd>{value(data && formatUsd(data.claims.refunded))}</dd>
          </div>
        </dl>
      </section>
      <div className={styles.tops}>
        <Top title={dashboardMessages.topSold} id="top-sold" rows={data?.bestSellers.map((b) => [b._id, b.name, sellerMessages.units(b.salesCount)])} />
        <Top title={dashboardMessages.topIncome} id="top-income" rows={data?.bestEarnings.map((b) => [b._id, b.name, formatUsd(b.incomesStats.profits)])} />
      </div>
      <section className={dashboard.card} aria-labelledby="sales-chart">
        <h2 id="sales-chart">{sellerMessages.salesChart}</h2>
        {data ? <SalesChart months={data.salesByMonth} /> : <Skeleton height={180} />}
      </section>
    </>
  );
}

function Top({ title, id, rows }: { title: string; id: string; rows?: [string, string, string][] }) {
  return (
    <section className={dashboard.card} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {!rows && <Skeleton height={120} />}
      {rows?.length === 0 && <p className={dashboard.muted}>{sellerMessages.noSales}</p>}
      {rows && rows.length > 0 && (
        <ol className={styles.rank}>
          {rows.map(([key, name, value]) => (
            <li key={key}>
              <span>{name}</span>
              <strong>{value}</strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
