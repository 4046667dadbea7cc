'use client';

import { can } from '@/lib/auth/roles';
import { layoutMessages } from '@/lib/messages/layout';
import { menuMessages } from '@/lib/messages/menu';
import { useSession } from '@/components/auth/use-session';
import { PlainLink } from '@/components/ui/PlainLink';
import { whatsappLink } from './contact';
import { Icon, chatIcon, sellIcon } from './icons';
import styles from './HelpFab.module.css';

/** The floating button: a WhatsApp chat with support for buyers, Vende for sellers (hidden on phones: the tab bar has both). */
export function HelpFab() {
  const { user } = useSession();
  return (
    <aside aria-label={menuMessages.help} className={styles.aside}>
      {can(user, 'products:sell') ? (
        <PlainLink href="/selldashboard" className={`${styles.fab} ${styles.sell}`}>
          <Icon path={sellIcon} />
          <span>{menuMessages.sellFab}</span>
        </PlainLink>
      ) : (
        <a
          href={whatsappLink(layoutMessages.helpGreeting)}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.fab}
          aria-label={layoutMessages.whatsapp}
        >
          <Icon path={chatIcon} />
        </a>
      )}
    </aside>
  );
}
