'use client';

import { subscribeConversationEvents } from '@/components/realtime/socket-client';
import { useRealtimeEvents } from '@/components/realtime/use-realtime-events';
import { parseConversationEvent, type ConversationEvent } from './conversation-events';

/** The raw conversation events, parsed; malformed payloads are dropped. */
function subscribeParsedConversationEvents(listener: (event: ConversationEvent) => void): () => void {
  return subscribeConversationEvents((name, payload) => {
    const event = parseConversationEvent(name, payload);
    if (event) listener(event);
  });
}

/**
 * Calls `onEvent` for every conversation event of the signed-in user, opening the realtime
 * connection on first use. `deferred` (the top bar's mark, present on every page) opens it only
 * once the page has loaded and settled, so it never competes with the first paint.
 */
export function useConversationEvents(onEvent: (event: ConversationEvent) => void, { deferred = false } = {}): void {
  useRealtimeEvents(subscribeParsedConversationEvents, onEvent, { deferred });
}
