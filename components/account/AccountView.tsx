'use client';

import { useEffect, useState } from 'react';
import { formatUsd } from '@/lib/money';
import { accountMessages } from '@/lib/messages/account';
import { addressMessages } from '@/lib/messages/address';
import { cartMessages } from '@/lib/messages/cart';
import { commonMessages } from '@/lib/messages/common';
import { fieldsMessages } from '@/lib/messages/fields';
import { useSession } from '@/components/auth/use-session';
import { BreakableEmail } from '@/components/ui/BreakableEmail';
import { Skeleton } from '@/components/ui/Skeleton';
import { useSnackbar } from '@/components/ui/Snackbar';
import ui from '@/components/ui/ui.module.css';
import { AccessDenied } from '@/components/layout/AccessDenied';
import { SignInButton } from '@/components/auth/SignInButton';
import { MyWalletLedger } from '@/components/users/MyWalletLedger';
import { AddressDialog } from './AddressDialog';
import { LogoutEverywhere } from './LogoutEverywhere';
import styles from './account.module.css';

/** MI CUENTA: profile, wallet and its ledger, points, the coupon code to share, the delivery addresses and logout everywhere. */
export function AccountView() {
  const { user, token, ready, refresh } = useSession();
  const snackbar = useSnackbar();
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const profileLoaded = Boolean(user?.deliveryAddresses);
  useEffect(() => {
    if (user && !profileLoaded) void refresh();
  }, [user, profileLoaded, refresh]);

  if (!ready) return <Skeleton height={240} />;
  if (!user)
    return (
      <AccessDenied>
        <SignInButton />
      </AccessDenied>
    );

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      snackbar.show(accountMessages.copied, { kind: 'success', durationMs: 1000 });
    } catch (error) {
      console.warn('[account] clipboard unavailable:', error);
    }
  };
  const addresses = user.deliveryAddresses ?? [];
  return (
    <>
      <section className={styles.card} aria-labelledby="account-profile">
        <h2 id="account-profile">{accountMessages.profile}</h2>
        <dl className={styles.facts}>
          <dt>{fieldsMessages.fullName}</dt>
          <dd>{`${user.name} ${user.lastName}`.trim()}</dd>
          <dt>{fieldsMessages.email}</dt>
          <dd>
            <BreakableEmail email={user.email} />
          </dd>
          <dt>{fieldsMessages.phone}</dt>
          <dd className={styles.noWrap}>{user.phone}</dd>
        </dl>
      </section>
      <section className={styles.card}>
        <div className={styles.numbers}>
          <p className={styles.number}>
            {cartMessages.wallet}
            <strong>{profileLoaded ? formatUsd(user.wallet ?? 0) : <Skeleton width={90} height={24} />}</strong>
          </p>
          <p className={styles.number}>
            {accountMessages.points}
            <strong>{profileLoaded ? (user.points ?? 0) : <Skeleton width={60} height={24} />}</strong>
          </p>
        </div>
      </section>
      {token && <MyWalletLedger token={token} />}
      {user.couponCode && (
        <section className={styles.card} aria-labelledby="account-coupon">
          <h2 id="account-coupon">{accountMessages.couponCode}</h2>
          <div className={styles.coupon}>
            <span className={styles.code}>{user.couponCode}</span>
            <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => copy(user.couponCode ?? '')}>
              {accountMessages.copy}
            </button>
          </div>
          <p className={styles.hint}>{accountMessages.couponHint}</p>
        </section>
      )}
      <section className={styles.card} aria-labelledby="account-addresses">
        <h2 id="account-addresses">{accountMessages.addresses}</h2>
        {profileLoaded && addresses.length === 0 && <p className={styles.muted}>{accountMessages.noAddresses}</p>}
        <ul className={styles.addresses}>
          {addresses.map((a, index) => (
            <li key={`${index}-${a.name}`} className={styles.address}>
              <div>
                <strong>
                  {a.name} {a.isDefault && <span className={styles.muted}>{addressMessages.isDefault}</span>}
                </strong>
                <p>{a.address}</p>
                <p className={styles.muted}>
                  {a.municipality}, {a.region} · <span className={styles.noWrap}>{a.phone}</span> · {a.ci}
                </p>
              </div>
              <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={() => setEditing({ index })}>
                {commonMessages.edit}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className={ui.button} disabled={!profileLoaded} onClick={() => setEditing({ index: null })}>
          {commonMessages.add}
        </button>
      </section>
      {token && <LogoutEverywhere token={token} />}
      <AddressDialog open={editing !== null} index={editing?.index ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
