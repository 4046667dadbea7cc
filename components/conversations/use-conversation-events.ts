'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSession } from '@/components/auth/use-session';
import { connectRealtime, subscribeConversationEvents } from '@/components/realtime/socket-client';
import { parseConversationEvent, type ConversationEvent } from './conversation-events';

/** How long the new-messages mark waits after the page loaded before it opens the socket. */
const DEFERRED_CONNECT_MS = 1500;

/**
 * Calls `onEvent` for every conversation event of the signed-in user, opening the realtime
 * connection on first use. `deferred` (the top bar's mark, present on every page) opens it only
 * once the page has loaded and settled, so it never competes with the first paint.
 */
export function useConversationEvents(onEvent: (event: ConversationEvent) => void, { deferred = false } = {}): void {
  const { user, token } = useSession();
  const latest = useRef(onEvent);
  useLayoutEffect(() => {
    latest.current = onEvent;
  });
  const userId = user?._id;
  useEffect(() => {
    if (!userId || !token) return;
    const unsubscribe = subscribeConversationEvents((name, payload) => {
      const event = parseConversationEvent(name, payload);
      if (event) latest.current(event);
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      timer = setTimeout(() => void connectRealtime(), DEFERRED_CONNECT_MS);
    };
    if (!deferred) void connectRealtime();
    else if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('load', start);
      unsubscribe();
    };
  }, [userId, token, deferred]);
}
