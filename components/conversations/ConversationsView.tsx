'use client';

import Link from '@/components/ui/Link';
import { useState } from 'react';
import { useSWR } from '@/components/ui/use-swr';
import type { ConversationListDto } from '@/lib/conversations/dto';
import { paths } from '@/lib/http/paths';
import { commonMessages } from '@/lib/messages/common';
import { conversationsMessages } from '@/lib/messages/conversations';
import { ordersPageMessages } from '@/lib/messages/orders-page';
import { useSession } from '@/components/auth/use-session';
import { AccessDenied } from '@/components/layout/AccessDenied';
import { NoConnection } from '@/components/layout/NoConnection';
import { PageBanner } from '@/components/layout/PageBanner';
import { Skeleton } from '@/components/ui/Skeleton';
import { Spinner } from '@/components/ui/Spinner';
import ui from '@/components/ui/ui.module.css';
import { authorLabel, conversationTitle } from './conversation-labels';
import { FRESH } from './use-conversation';
import { useConversationEvents } from './use-conversation-events';
import { useOpenConversation } from './use-open-conversation';
import { WhatsappLinks } from './WhatsappLinks';
import styles from './conversations.module.css';
import { formatDateTime } from '@/lib/format';
import { chatIcon } from '@/components/layout/icons';

/**
 * /conversations: a buyer's conversations with the store (newest first), or for order admins and
 * super admins every conversation (those waiting for an answer first). Updates live; the support
 * conversation starts here, and the WhatsApp chat stays beside it.
 */
export function ConversationsView() {
  const { user, token, ready } = useSession();
  const [page, setPage] = useState(1);
  const key = user && token ? ([paths.conversations.root({ page }), token] as const) : null;
  const list = useSWR<ConversationListDto>(key, { ...FRESH, keepPreviousData: true });
  const support = useOpenConversation(token);
  useConversationEvents(() => void list.mutate());

  if (!ready) return <Skeleton height={240} />;
  if (!user) return <AccessDenied />;
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.pageSize)) : 1;

  function body() {
    if (list.error && !data) return <NoConnection onRetry={() => void list.mutate()} />;
    if (!data) return <Skeleton height={96} />;
    if (data.conversations.length === 0)
      return (
        <div className={styles.center}>
          <h2>{conversationsMessages.empty}</h2>
          <p>{conversationsMessages.emptyHint}</p>
        </div>
      );
    return (
      <ul className={styles.list} aria-label={conversationsMessages.list}>
        {data.conversations.map((c) => (
          <li key={c._id}>
            <Link href={`/conversations/${c._id}`} className={`${styles.row} ${c.unread > 0 ? styles.rowUnread : ''}`}>
              <span className={styles.rowTitle}>
                {conversationTitle(c)}
                {c.side === 'store' ? ` · ${c.buyer.name}` : ''}
              </span>
              <span className={styles.muted}>{formatDateTime(c.lastMessageAt)}</span>
              <p className={styles.rowPreview}>
                {c.lastMessageSide && `${authorLabel({ side: c.lastMessageSide }, c)}: `}
                {c.lastMessageText}
              </p>
              {c.unread > 0 && <span className={styles.badge}>{conversationsMessages.unread(c.unread)}</span>}
            </Link>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <PageBanner title={conversationsMessages.title} backHref="/" icon={chatIcon} />
      <div className={styles.toolbar}>
        <button type="button" className={ui.button} disabled={support.opening} onClick={() => void support.open({ kind: 'support' })}>
          {support.opening ? <Spinner label /> : conversationsMessages.startSupport}
        </button>
        {pages > 1 && (
          <nav className={styles.toolbar} aria-label={commonMessages.page(page, pages)}>
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              aria-label={ordersPageMessages.previousPage}
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              ‹
            </button>
            <span>{commonMessages.page(page, pages)}</span>
            <button
              type="button"
              className={`${ui.button} ${ui.secondary}`}
              aria-label={ordersPageMessages.nextPage}
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              ›
            </button>
          </nav>
        )}
      </div>
      {body()}
      <WhatsappLinks />
    </div>
  );
}
