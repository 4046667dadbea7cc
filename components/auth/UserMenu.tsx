'use client';

import Link from '@/components/ui/Link';
import { useEffect, useId, useRef, useState } from 'react';
import { conversationsMessages } from '@/lib/messages/conversations';
import { homeMessages } from '@/lib/messages/home';
import { navMessages } from '@/lib/messages/nav';
import { CUSTOMS_GAZETTE_URL, SOCIAL_LINKS, supportMailLink, whatsappLink } from '@/components/layout/contact';
import { useUnreadConversations } from '@/components/conversations/use-unread';
import marks from '@/components/conversations/conversations.module.css';
import { menuItems, nextMenuIndex, type MenuItem } from './menu-items';
import { useAuthDialog } from './use-auth-dialog';
import { useSession } from './use-session';
import styles from './auth.module.css';

const LINKS = { helpChat: whatsappLink(homeMessages.helpGreeting), customsGazette: CUSTOMS_GAZETTE_URL, supportEmail: supportMailLink(), social: SOCIAL_LINKS };

/**
 * The user menu button and its menu by role. Keyboard: Enter, Space or ArrowDown opens on the first
 * entry, ArrowUp on the last; arrows, Home and End move; Escape closes and returns to the button;
 * Tab or a click outside closes.
 */
export function UserMenu() {
  const { user, logout } = useSession();
  const auth = useAuthDialog();
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const entries = useRef<(HTMLElement | null)[]>([]);
  const pendingFocus = useRef<number | null>(null);
  const menuId = useId();
  const items = menuItems(user, LINKS);

  useEffect(() => {
    if (!open) return;
    if (pendingFocus.current !== null) entries.current[pendingFocus.current]?.focus();
    pendingFocus.current = null;
    const outside = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  function openAt(index: number) {
    pendingFocus.current = index;
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  function activate(item: MenuItem, event: React.MouseEvent) {
    close(false);
    if ('action' in item) {
      if (item.action === 'login') auth.open('login');
      else logout();
    } else if (item.needsAccount && !user) {
      event.preventDefault();
      auth.open('login');
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
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  const initial = (user?.name || user?.email || '?').charAt(0).toUpperCase();
  return (
    <div className={styles.menuWrap} ref={wrap}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-label={navMessages.userMenu}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAt(event.key === 'ArrowDown' ? 0 : items.length - 1);
          }
        }}
      >
        {user ? <span className={styles.avatar} aria-hidden="true">{initial}</span> : <PersonIcon />}
        {user && <UnreadMark kind="dot" />}
      </button>
      {open && (
        <ul id={menuId} role="menu" aria-label={navMessages.userMenu} className={styles.menu} onKeyDown={onMenuKey}>
          {items.map((item, index) => {
            const ref = (el: HTMLElement | null) => {
              entries.current[index] = el;
            };
            const common = { ref, role: 'menuitem', tabIndex: -1, className: styles.menuItem, onClick: (e: React.MouseEvent) => activate(item, e) };
            return (
              <li key={item.key} role="none">
                {'action' in item ? (
                  <button type="button" {...common}>{item.label}</button>
                ) : item.external ? (
                  <a href={item.href} target="_blank" rel="noopener noreferrer" {...common}>{item.label}</a>
                ) : (
                  <Link href={item.href} {...common}>
                    {item.label}
                    {item.key === 'conversations' && <UnreadMark kind="badge" />}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function PersonIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
    </svg>
  );
}

/**
 * The new-messages mark on the menu button (a dot) and on its conversations entry (NUEVO), kept
 * live by the top bar's link. Its own component so a visitor's menu runs no request hooks.
 */
function UnreadMark({ kind }: { kind: 'dot' | 'badge' }) {
  const unread = useUnreadConversations();
  if (unread === 0) return null;
  if (kind === 'dot') return <span className={marks.menuDot} aria-hidden="true" />;
  return <> <span className={`${marks.badge} ${marks.menuBadge}`}>{conversationsMessages.newBadge}</span></>;
}
