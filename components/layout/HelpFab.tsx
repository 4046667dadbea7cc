'use client';

import Link from 'next/link';
import { can } from '@/lib/auth/roles';
import { messages } from '@/lib/messages';
import { useSession } from '@/components/auth/use-session';
import { whatsappLink } from './contact';
import { Icon } from './icons';
import styles from './HelpFab.module.css';

/** The floating button: a WhatsApp chat with support for buyers, Vende for sellers (hidden on phones: the tab bar has both). */
export function HelpFab() {
  const { user } = useSession();
  return (
    <aside aria-label={messages.menu.help} className={styles.aside}>
      {can(user, 'products:sell') ? (
        <Link href="/selldashboard" className={`${styles.fab} ${styles.sell}`}>
          <Icon name="sell" />
          <span>{messages.menu.sellFab}</span>
        </Link>
      ) : (
        <a href={whatsappLink(messages.home.helpGreeting)} target="_blank" rel="noopener noreferrer" className={styles.fab} aria-label={messages.layout.whatsapp}>
          <Icon name="chat" />
        </a>
      )}
    </aside>
  );
}
