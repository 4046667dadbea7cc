'use client';

import { useSWR } from '@/components/ui/use-swr';
import { paths } from '@/lib/http/paths';
import { useSession } from '@/components/auth/use-session';
import { isIncoming } from './conversation-events';
import { useConversationEvents } from './use-conversation-events';

/** The SWR key of the new-messages count, so a page that marks a conversation read can refresh it. */
export function unreadKey(token: string | null): readonly [string, string] | null {
  return token ? [paths.conversations.unread(), token] : null;
}

/**
 * The new-messages flag of the client state (docs/contract/buying.md §3): how many conversations have messages the
 * signed-in user has not read, from the server (shared by every reader through SWR). Zero for a visitor.
 */
export function useUnreadConversations(): number {
  const { user, token } = useSession();
  const { data } = useSWR<{ count: number }>(unreadKey(token));
  return user ? (data?.count ?? 0) : 0;
}

/** The same count, kept live: refreshed when a message for this user arrives or a conversation is read in another tab. */
export function useLiveUnreadConversations(): number {
  const { user, token } = useSession();
  const { data, mutate } = useSWR<{ count: number }>(unreadKey(token));
  useConversationEvents(
    (event) => {
      if (!user || (event.type === 'newMessage' && !isIncoming(user._id, event.event))) return;
      void mutate();
    },
    { deferred: true },
  );
  return user ? (data?.count ?? 0) : 0;
}
