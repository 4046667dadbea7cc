'use client';

import { conversationsMessages } from '@/lib/messages/conversations';
import { Icon, chatIcon } from '@/components/layout/icons';
import { PlainLink } from '@/components/ui/PlainLink';
import { useLiveUnreadConversations } from './use-unread';
import styles from './conversations.module.css';

/** Only for a signed-in user (MessagesMark): a visitor's page runs none of its request and event hooks, nor loads them. */
export default function LiveMessagesMark({ className }: { className?: string }) {
  const unread = useLiveUnreadConversations();
  const label = unread > 0 ? conversationsMessages.markNew : conversationsMessages.mark;
  return (
    <PlainLink href="/conversations" className={`${className ?? ''} ${styles.markLink}`} aria-label={label} title={label}>
      <Icon path={chatIcon} />
      {unread > 0 && <span className={styles.dot} aria-hidden="true" />}
    </PlainLink>
  );
}
