'use client';

import { usePathname } from 'next/navigation';
import { can } from '@/lib/auth/roles';
import { layoutMessages } from '@/lib/messages/layout';
import { menuMessages } from '@/lib/messages/menu';
import { useAuthDialog } from '@/components/auth/use-auth-dialog';
import { useSession } from '@/components/auth/use-session';
import { PlainLink } from '@/components/ui/PlainLink';
import { whatsappLink } from './contact';
import { cartIcon, chatIcon, homeIcon, Icon, sellIcon, userIcon, type IconPath } from './icons';
import styles from './BottomTabBar.module.css';

type Tab = {
  href: string;
  label: string;
  icon: IconPath;
  external?: boolean;
  /** A visitor's tap opens the login dialog instead of a page that only says to sign in (docs/contract/catalogue.md §6). */
  needsAccount?: boolean;
};

/** The phone navigation (under 640 px): home, help, sell (sellers), cart and account. */
export function BottomTabBar() {
  const pathname = usePathname();
  const { user, ready } = useSession();
  const auth = useAuthDialog();
  // Until the stored session is read the link is followed: the page itself offers the login then.
  const visitor = ready && !user;
  const t = layoutMessages;
  const tabs: Tab[] = [
    { href: '/', label: t.tabHome, icon: homeIcon },
    { href: whatsappLink(layoutMessages.helpGreeting), label: t.tabHelp, icon: chatIcon, external: true },
    ...(can(user, 'products:sell') ? [{ href: '/selldashboard', label: menuMessages.sellFab, icon: sellIcon }] : []),
    { href: '/cart', label: t.tabCart, icon: cartIcon, needsAccount: true },
    { href: '/account', label: t.tabAccount, icon: userIcon, needsAccount: true },
  ];
  return (
    <nav aria-label={t.tabBar} className={styles.bar}>
      {tabs.map((tab) => {
        const active = !tab.external && (tab.href === '/' ? pathname === '/' : pathname.startsWith(tab.href));
        const content = (
          <>
            <Icon path={tab.icon} size={22} />
            <span>{tab.label}</span>
          </>
        );
        return tab.external ? (
          <a key={tab.label} href={tab.href} target="_blank" rel="noopener noreferrer" className={styles.tab}>
            {content}
          </a>
        ) : (
          <PlainLink
            key={tab.label}
            href={tab.href}
            className={styles.tab}
            aria-current={active ? 'page' : undefined}
            onClick={
              tab.needsAccount && visitor
                ? (event) => {
                    event.preventDefault();
                    auth.open('login');
                  }
                : undefined
            }
          >
            {content}
          </PlainLink>
        );
      })}
    </nav>
  );
}
