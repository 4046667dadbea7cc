'use client';

import Link from '@/components/ui/Link';
import { conversationsMessages } from '@/lib/messages/conversations';
import { useSession } from '@/components/auth/use-session';
import { Icon } from '@/components/layout/icons';
import { useLiveUnreadConversations } from './use-unread';
import styles from './conversations.module.css';

/**
 * The top bar's link to the conversations, for a signed-in user, with the new-messages mark (a dot,
 * and the link's name says so) while a conversation has messages they have not read. Kept live.
 */
export function MessagesMark({ className }: { className?: string }) {
  const { user } = useSession();
  return user ? <LiveMessagesMark className={className} /> : null;
}

/** Only for a signed-in user: a visitor's page runs none of its request and event hooks. */
function LiveMessagesMark({ className }: { className?: string }) {
  const unread = useLiveUnreadConversations();
  const label = unread > 0 ? conversationsMessages.markNew : conversationsMessages.mark;
  return (
    <Link href="/conversations" className={`${className ?? ''} ${styles.markLink}`} aria-label={label} title={label}>
      <Icon name="chat" />
      {unread > 0 && <span className={styles.dot} aria-hidden="true" />}
    </Link>
  );
}
