'use client';

import { layoutMessages } from '@/lib/messages/layout';
import Link from '@/components/ui/Link';
import { useEffect, useRef } from 'react';
import { conversationsMessages } from '@/lib/messages/conversations';
import { navMessages } from '@/lib/messages/nav';
import { CUSTOMS_GAZETTE_URL, SOCIAL_LINKS, supportMailLink, whatsappLink } from '@/components/layout/contact';
import { useUnreadConversations } from '@/components/conversations/use-unread';
import marks from '@/components/conversations/conversations.module.css';
import { preloadOrders } from '@/components/orders/preload-orders';
import { menuItems, nextMenuIndex, type MenuItem } from './menu-items';
import { useAuthDialog } from './use-auth-dialog';
import { useSession } from './use-session';
import styles from './auth.module.css';

const LINKS = {
  helpChat: whatsappLink(layoutMessages.helpGreeting),
  customsGazette: CUSTOMS_GAZETTE_URL,
  supportEmail: supportMailLink(),
  social: SOCIAL_LINKS,
};

type Props = {
  id: string;
  /** The entry focused when the menu opens (ArrowUp on the button opens on the last). */
  focus: 'first' | 'last';
  onClose(returnFocus: boolean): void;
};

/**
 * The open user menu by role (its own chunk: loaded when the button is first hovered, focused or
 * pressed). Keyboard: arrows, Home and End move; Escape closes and returns to the button; Tab closes.
 */
export default function UserMenuList({ id, focus, onClose }: Props) {
  const { user, token, logout } = useSession();
  const auth = useAuthDialog();
  const entries = useRef<(HTMLElement | null)[]>([]);
  const items = menuItems(user, LINKS);

  const focused = focus === 'first' ? 0 : items.length - 1;
  useEffect(() => {
    entries.current[focused]?.focus();
  }, [focused]);

  function activate(item: MenuItem, event: React.MouseEvent) {
    const signIn = 'action' in item ? item.action === 'login' : Boolean(item.needsAccount && !user);
    // The login dialog gives focus back to where it was when it opened: the menu button then, not
    // this entry, which leaves with the menu (focus would fall to the page's body).
    onClose(signIn);
    if (signIn) {
      event.preventDefault();
      auth.open('login');
    } else if ('action' in item) {
      logout();
    } else if (item.key === 'orders' && user && token) {
      preloadOrders(user, token);
    }
  }

  function onMenuKey(event: React.KeyboardEvent) {
    const index = entries.current.findIndex((el) => el === document.activeElement);
    const next = nextMenuIndex(event.key, index, items.length);
    if (next !== null) {
      event.preventDefault();
      entries.current[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  }

  return (
    <ul id={id} role="menu" aria-label={navMessages.userMenu} className={styles.menu} onKeyDown={onMenuKey}>
      {items.map((item, index) => {
        const ref = (el: HTMLElement | null) => {
          entries.current[index] = el;
        };
        const common = { ref, role: 'menuitem', tabIndex: -1, className: styles.menuItem, onClick: (e: React.MouseEvent) => activate(item, e) };
        return (
          <li key={item.key} role="none">
            {'action' in item ? (
              <button type="button" {...common}>
                {item.label}
              </button>
            ) : item.external ? (
              <a href={item.href} target="_blank" rel="noopener noreferrer" {...common}>
                {item.label}
              </a>
            ) : (
              <Link href={item.href} {...common}>
                {item.label}
                {item.key === 'conversations' && <NewBadge />}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** NUEVO on the conversations entry while a message is unread (the button's dot says the same). */
function NewBadge() {
  const unread = useUnreadConversations();
  if (unread === 0) return null;
  return (
    <>
      {' '}
      <span className={`${marks.badge} ${marks.menuBadge}`}>{conversationsMessages.newBadge}</span>
    </>
  );
}
