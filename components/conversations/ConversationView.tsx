'use client';

import { useEffect, useRef } from 'react';
import { isApiError } from '@/lib/http/fetcher';
import { conversationsMessages } from '@/lib/messages/conversations';
import { pagesMessages } from '@/lib/messages/pages';
import { screensMessages } from '@/lib/messages/screens';
import { AccessDenied } from '@/components/layout/AccessDenied';
import { NoConnection } from '@/components/layout/NoConnection';
import { PageBanner } from '@/components/layout/PageBanner';
import { Skeleton } from '@/components/ui/Skeleton';
import { Spinner } from '@/components/ui/Spinner';
import ui from '@/components/ui/ui.module.css';
import { authorLabel, conversationTitle, orderPageLink } from './conversation-labels';
import { MessageComposer } from './MessageComposer';
import { useConversation } from './use-conversation';
import { WhatsappLinks } from './WhatsappLinks';
import styles from './conversations.module.css';
import { formatDateTime } from '@/lib/format';
import { chatIcon } from '@/components/layout/icons';

/**
 * /conversations/{id}: the messages (oldest first, 'ver anteriores' for earlier pages), new ones
 * live, and the message box. Text is always rendered as text. The buyer also has the WhatsApp chats.
 */
export function ConversationView({ id }: { id: string }) {
  const page = useConversation(id);
  const { conversation, newest } = page;
  const end = useRef<HTMLDivElement>(null);
  const count = page.messages.length;
  const lastId = page.messages.at(-1)?._id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lastId]);

  if (!page.ready) return <Skeleton height={240} />;
  if (!page.user) return <AccessDenied />;
  const error = conversation.error ?? newest.error;
  if (isApiError(error) && (error.status === 403 || error.status === 404)) {
    return (
      <div className={styles.center}>
        <h1>{error.status === 403 ? screensMessages.accessDenied : pagesMessages.notFound}</h1>
      </div>
    );
  }
  const c = conversation.data;
  if (error && !c) return <NoConnection onRetry={() => void conversation.mutate()} />;
  if (!c) return <Skeleton height={240} />;

  const title = `${conversationTitle(c)}${c.side === 'store' ? ` · ${c.buyer.name}` : ''}`;
  const order =
    c.kind === 'order' && c.orderId && c.orderNumber !== null
      ? { orderNumber: c.orderNumber, link: orderPageLink(window.location.origin, c.buyer._id, c.orderId) }
      : undefined;
  return (
    <div className={styles.page}>
      <PageBanner title={title} backHref="/conversations" icon={chatIcon} />
      {page.hasOlder && (
        <button type="button" className={`${ui.button} ${ui.secondary} ${styles.older}`} disabled={page.loadingOlder} onClick={() => void page.loadOlder()}>
          {page.loadingOlder ? <Spinner label /> : conversationsMessages.older}
        </button>
      )}
      {!newest.data ? <Skeleton height={120} /> : count === 0 ? <p className={styles.center}>{conversationsMessages.noMessages}</p> : null}
      <ol className={styles.thread} role="log" aria-label={conversationsMessages.history}>
        {page.messages.map((message) => (
          <li key={message._id} className={`${styles.message} ${message.side === c.side ? styles.mine : ''}`}>
            <span className={styles.author}>
              {authorLabel(message, c)}{' '}
              <time className={styles.muted} dateTime={message.createdAt}>
                {formatDateTime(message.createdAt)}
              </time>
            </span>
            <p className={styles.text}>{message.text}</p>
          </li>
        ))}
      </ol>
      <div ref={end} />
      <MessageComposer conversationId={id} token={page.token} onSent={page.addSent} />
      {c.side === 'buyer' && <WhatsappLinks order={order} />}
    </div>
  );
}
