'use client';

import { PlainLink } from '@/components/ui/PlainLink';
import { can } from '@/lib/auth/roles';
import { menuMessages } from '@/lib/messages/menu';
import { useSession } from '@/components/auth/use-session';
import styles from './TopBar.module.css';

/** VENDE in the top bar, for sellers only (the server checks again on /selldashboard). */
export function SellLink() {
  const { user } = useSession();
  if (!can(user, 'products:sell')) return null;
  return (
    <PlainLink href="/selldashboard" className={`${styles.iconButton} ${styles.sell} ${styles.hideOnPhone}`}>
      {menuMessages.sell}
    </PlainLink>
  );
}
