'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useEffect, useId, useRef, useState } from 'react';
import { navMessages } from '@/lib/messages/nav';
import { useSession } from './use-session';
import styles from './auth.module.css';

const loadList = () => import('./UserMenuList');
// The entries by role load on the first hover, focus or press of the button: not in first-load JS.
const UserMenuList = lazyComponent(loadList);
// The new-messages dot: for a signed-in user only, with the request hooks behind it.
const UnreadDot = lazyComponent(() => import('@/components/conversations/UnreadDot'), null, { optional: true });

/**
 * The user menu button and its menu by role. Keyboard: Enter, Space or ArrowDown opens on the first
 * entry, ArrowUp on the last; inside, arrows, Home and End move; Escape closes and returns to the
 * button; Tab or a click outside closes.
 */
export function UserMenu() {
  const { user } = useSession();
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!wrap.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpen(null);
    if (returnFocus) button.current?.focus();
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
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={() => (open ? close(false) : setOpen('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      >
        {user ? (
          <span className={styles.avatar} aria-hidden="true">
            {initial}
          </span>
        ) : (
          <PersonIcon />
        )}
        {user && <UnreadDot />}
      </button>
      {open && <UserMenuList id={menuId} focus={open} onClose={close} />}
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
