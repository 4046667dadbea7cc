'use client';

import { useUnreadConversations } from './use-unread';
import styles from './conversations.module.css';

/**
 * The new-messages dot on the user menu's button, kept live by the top bar's link. Loaded only for a
 * signed-in user (components/auth/UserMenu.tsx), so a visitor's menu runs and downloads no request hooks.
 */
export default function UnreadDot() {
  const unread = useUnreadConversations();
  return unread === 0 ? null : <span className={styles.menuDot} aria-hidden="true" />;
}
