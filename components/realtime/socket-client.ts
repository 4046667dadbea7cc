'use client';

import type { Socket } from 'socket.io-client';
import { SOCKET_EVENTS } from '@/lib/realtime/events';
import { currentSession, sessionHooks } from '@/components/auth/session-store';
import { ORDER_EVENT_NAMES, parseOrderEvent, type OrderEvent } from './order-events';

/**
 * The one Socket.IO connection of the tab, opened lazily by the pages that need live orders (cart,
 * orders) and conversations, and for a signed-in user by the new-messages mark once the page is idle;
 * never during the first load of a page: the client library itself is imported on first use. The handshake carries the stored access token (read again on every
 * reconnection); after each connect the socket asks to join its user's room. It closes a little
 * after the last listener leaves, so moving between the cart and the orders keeps it open.
 */
type Listener = (event: OrderEvent) => void;
/** Conversation events (newMessage, conversationRead) as raw payloads, or 'reconnected' (components/conversations parses them). */
type RawListener = (name: string, payload: unknown) => void;

const IDLE_CLOSE_MS = 5000;
const listeners = new Set<Listener>();
const rawListeners = new Set<RawListener>();
const RAW_EVENT_NAMES = [SOCKET_EVENTS.newMessage, SOCKET_EVENTS.conversationRead] as const;
/** Listeners of other events by name (subscribeSocketEvent); they ride on an order-events subscription for the connection's life. */
const namedListeners = new Map<string, Set<(payload: unknown) => void>>();
let socket: Socket | null = null;
let opening: Promise<void> | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function dispatch(event: OrderEvent): void {
  listeners.forEach((listener) => listener(event));
}

async function open(): Promise<void> {
  const { io } = await import('socket.io-client');
  if (socket || !currentSession().token) return;
  // WebSocket first: one connection, so it stays on the worker that accepted it whichever of the
  // store's processes that is (README, "Varios procesos"). Long polling only where a WebSocket fails.
  const s = io({ auth: (cb) => cb({ token: currentSession().token ?? '' }), transports: ['websocket', 'polling'], tryAllTransports: true });
  let connectedBefore = false;
  s.on('connect', () => {
    const { user } = currentSession();
    if (user) s.emit(SOCKET_EVENTS.addUser, { userId: user._id });
    if (connectedBefore) {
      dispatch({ type: 'reconnected' }); // events may have been missed meanwhile
      rawListeners.forEach((listener) => listener('reconnected', null));
    }
    connectedBefore = true;
  });
  for (const name of ORDER_EVENT_NAMES) {
    s.on(name, (payload: unknown) => {
      const event = parseOrderEvent(name, payload);
      if (event) dispatch(event);
    });
  }
  for (const name of RAW_EVENT_NAMES) s.on(name, (payload: unknown) => rawListeners.forEach((listener) => listener(name, payload)));
  s.onAny((name: string, payload: unknown) => namedListeners.get(name)?.forEach((listener) => listener(payload)));
  socket = s;
}

/** Opens the connection when a user is signed in and none is open (one attempt at a time). */
export function connectRealtime(): Promise<void> {
  clearTimeout(idleTimer);
  if (socket || !currentSession().token) return Promise.resolve();
  opening ??= open()
    .catch((error: unknown) => console.warn('[realtime] could not start:', error))
    .finally(() => {
      opening = null;
    });
  return opening;
}

/** Leaves the user's room (when `userId` is given) and closes the connection. */
export function disconnectRealtime(userId?: string): void {
  clearTimeout(idleTimer);
  if (!socket) return;
  if (userId && socket.connected) socket.emit(SOCKET_EVENTS.removeUser, { userId });
  socket.disconnect();
  socket = null;
}

/** Calls `listener` for every order event until the returned function is called. */
export function subscribeOrderEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    closeWhenIdle();
  };
}

/** Calls `listener` for every conversation event (and 'reconnected') until the returned function is called. */
export function subscribeConversationEvents(listener: RawListener): () => void {
  rawListeners.add(listener);
  return () => {
    rawListeners.delete(listener);
    closeWhenIdle();
  };
}

/**
 * Calls `listener` with the payload of every `name` event until the returned function is called.
 * It does not keep the connection open by itself: pair it with subscribeOrderEvents (which also reports reconnections).
 */
export function subscribeSocketEvent(name: string, listener: (payload: unknown) => void): () => void {
  const set = namedListeners.get(name) ?? new Set();
  namedListeners.set(name, set.add(listener));
  return () => {
    set.delete(listener);
  };
}

function closeWhenIdle(): void {
  if (listeners.size + rawListeners.size > 0) return;
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => disconnectRealtime(), IDLE_CLOSE_MS);
}

// Login and logout (components/auth): a new user reconnects with the new token; logout leaves the room first.
sessionHooks.onLogin = () => {
  const listening = listeners.size + rawListeners.size > 0;
  disconnectRealtime();
  if (listening) void connectRealtime();
};
sessionHooks.onLogout = (user) => disconnectRealtime(user._id);
