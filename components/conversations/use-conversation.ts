'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useSWR } from '@/components/ui/use-swr';
import type { ConversationDto, MessageDto, MessagePageDto } from '@/lib/conversations/dto';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { useSession } from '@/components/auth/use-session';
import { isIncoming, mergeMessages } from './conversation-events';
import { useConversationEvents } from './use-conversation-events';
import { unreadKey } from './use-unread';

/** Reloaded on every visit: the app-wide one-minute dedupe would show a history without the latest messages. */
export const FRESH = { dedupingInterval: 0, revalidateOnMount: true } as const;

/**
 * One conversation's data: the conversation, the newest page of history through SWR, older pages
 * on demand ('ver anteriores'), live messages from the socket and the viewer's own sends, merged
 * by id. Opening it marks it read, and so does each message that arrives while the page is visible
 * (or once the page is shown again).
 */
export function useConversation(id: string) {
  const { user, token, ready } = useSession();
  const { mutate: mutateGlobal } = useSWRConfig();
  const conversation = useSWR<ConversationDto>(user && token ? [paths.conversations.one(id), token] : null, FRESH);
  const newest = useSWR<MessagePageDto>(user && token ? [paths.conversations.messages(id), token] : null, FRESH);
  const [extra, setExtra] = useState<MessageDto[]>([]);
  const [olderState, setOlderState] = useState<{ hasOlder: boolean | null; loading: boolean }>({ hasOlder: null, loading: false });
  const readFor = useRef<string | null>(null);
  const unseen = useRef(false);

  const markRead = useCallback(async () => {
    if (!token) return;
    try {
      await apiFetch(paths.conversations.read(id), { method: 'POST', token });
      void mutateGlobal(unreadKey(token));
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  }, [id, token, mutateGlobal]);

  const allowed = Boolean(conversation.data);
  useEffect(() => {
    if (!allowed || readFor.current === id) return;
    readFor.current = id;
    void markRead();
  }, [allowed, id, markRead]);

  useConversationEvents((event) => {
    if (event.type === 'reconnected') {
      void newest.mutate();
      return;
    }
    if (event.type !== 'newMessage' || event.event.conversationId !== id || !user) return;
    setExtra((list) => [...list, event.event.message]);
    if (!isIncoming(user._id, event.event)) return;
    if (document.visibilityState === 'visible') void markRead();
    else unseen.current = true;
  });

  // A message that arrived while the tab was hidden is read when the tab is shown again.
  useEffect(() => {
    const onShow = () => {
      if (document.visibilityState !== 'visible' || !unseen.current) return;
      unseen.current = false;
      void markRead();
    };
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [markRead]);

  const messages = mergeMessages(extra, newest.data?.messages ?? []);
  const hasOlder = olderState.hasOlder ?? newest.data?.hasOlder ?? false;

  async function loadOlder(): Promise<void> {
    const oldest = messages[0];
    if (!oldest || !token) return;
    setOlderState((s) => ({ ...s, loading: true }));
    try {
      const page = await apiFetch<MessagePageDto>(paths.conversations.messages(id, oldest._id), { token });
      setExtra((list) => [...page.messages, ...list]);
      setOlderState({ hasOlder: page.hasOlder, loading: false });
    } catch {
      setOlderState((s) => ({ ...s, loading: false }));
    }
  }

  return {
    user,
    token,
    ready,
    conversation,
    newest,
    messages,
    hasOlder,
    loadingOlder: olderState.loading,
    loadOlder,
    addSent: (message: MessageDto) => setExtra((list) => [...list, message]),
  };
}
