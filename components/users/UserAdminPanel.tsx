'use client';

import Link from '@/components/ui/Link';
import { useSWR } from '@/components/ui/use-swr';
import { can } from '@/lib/auth/roles';
import { formatUsd } from '@/lib/money';
import { accountMessages } from '@/lib/messages/account';
import { adminMessages } from '@/lib/messages/admin';
import { cartMessages } from '@/lib/messages/cart';
import { fieldsMessages } from '@/lib/messages/fields';
import { ordersMessages } from '@/lib/messages/orders';
import { userPageMessages } from '@/lib/messages/user-page';
import { walletLedgerMessages } from '@/lib/messages/wallet-ledger';
import type { UserAccountDto } from '@/lib/users/dto';
import { useSession } from '@/components/auth/use-session';
import { ordersHref, parseFilters } from '@/components/orders/orders-query';
import { Skeleton } from '@/components/ui/Skeleton';
import ui from '@/components/ui/ui.module.css';
import { WalletLedger } from './WalletLedger';
import styles from './users.module.css';
import { formatDate } from '@/lib/format';

const u = userPageMessages;
const f = fieldsMessages;
const r = adminMessages.users;

/** The orders admin filtered on this user (the existing /orders screen, docs/contract/buying.md §2). */
function userOrdersHref(userId: string, name: string): string {
  return ordersHref({ ...parseFilters(new URLSearchParams(), {}), userId, userFullName: name });
}

function roleNames(roles: UserAccountDto['roles']): string {
  const names = [roles.seller && r.seller, roles.orderAdmin && r.orderAdmin, roles.superAdmin && r.superAdmin].filter(Boolean);
  return names.length ? names.join(', ') : r.buyerOnly;
}

function Account({ account }: { account: UserAccountDto }) {
  return (
    <>
      <section className={styles.card} aria-labelledby="user-account">
        <h2 id="user-account">{u.account}</h2>
        <dl className={styles.facts}>
          <dt>{f.fullName}</dt>
          <dd>{account.fullName}</dd>
          <dt>{f.email}</dt>
          <dd>{account.email}</dd>
          <dt>{f.phone}</dt>
          <dd>{account.phone}</dd>
          <dt>{r.roles}</dt>
          <dd>{roleNames(account.roles)}</dd>
          <dt>{accountMessages.couponCode}</dt>
          <dd>{account.couponCode}</dd>
          <dt>{accountMessages.points}</dt>
          <dd>{account.points}</dd>
          <dt>{cartMessages.wallet}</dt>
          <dd>{formatUsd(account.wallet)}</dd>
          <dt>{u.memberSince}</dt>
          <dd>{formatDate(account.createdAt)}</dd>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="user-orders">
        <h2 id="user-orders">{u.orders}</h2>
        <p className={styles.muted}>{u.ordersCount(account.ordersCount)}</p>
        <p>
          <Link className={ui.button} href={userOrdersHref(account._id, account.fullName)}>
            {u.seeOrders}
          </Link>
        </p>
      </section>
      <section className={styles.card} aria-labelledby="user-wallet-ledger">
        <h2 id="user-wallet-ledger">{walletLedgerMessages.title}</h2>
        <WalletLedger ledger={account.ledger} headingId="user-wallet-ledger" />
      </section>
    </>
  );
}

/**
 * The private part of /users/{id}, in the browser because the session lives there: super admins
 * get the account, orders and wallet ledger from GET /api/users/{id}/account (the server checks
 * the role again); order admins get the link into the orders admin; anyone else nothing.
 */
export function UserAdminPanel({ userId, name }: { userId: string; name: string }) {
  const { user, token } = useSession();
  const superAdmin = can(user, 'users:read-private');
  const { data, error } = useSWR<UserAccountDto>(superAdmin && token ? [`/api/users/${encodeURIComponent(userId)}/account`, token] : null);
  if (superAdmin) {
    if (data) return <Account account={data} />;
    return error ? <p className={`${styles.card} ${styles.muted}`}>{ordersMessages.loadFailed}</p> : <Skeleton height={160} />;
  }
  if (!can(user, 'orders:read-all')) return null;
  return (
    <section className={styles.card} aria-labelledby="user-orders">
      <h2 id="user-orders">{u.orders}</h2>
      <p>
        <Link className={ui.button} href={userOrdersHref(userId, name)}>
          {u.seeOrders}
        </Link>
      </p>
    </section>
  );
}
