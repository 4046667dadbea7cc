import { apiFetch } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';

/** The service worker that shows push notifications (public/sw.js). */
export const SERVICE_WORKER_URL = '/sw.js';

/** A base64url text (the VAPID public key) as bytes, for PushManager.subscribe. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = (text + '='.repeat((4 - (text.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The name of the <meta> the root layout writes the server's VAPID public key in (read at run time, never built in). */
export const VAPID_META_NAME = 'vapid-public-key';

/** The VAPID public key of the page's <meta name="vapid-public-key">, or null when push is not configured. */
export function vapidPublicKey(doc: Pick<Document, 'querySelector'> = document): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${VAPID_META_NAME}"]`)?.content?.trim() || null;
}

/** What the browser can tell about web push on this page. */
export type PushContext = {
  signedIn: boolean;
  /** Service worker, PushManager and Notification all exist. */
  supported: boolean;
  hasKey: boolean;
  permission: NotificationPermission;
  /** The user chose 'AHORA NO' on this device. */
  dismissed: boolean;
};

/**
 * At start-up (docs/contract/buying.md §2: the app asks for notification permission on start and registers its
 * worker): 'ask' shows the Spanish prompt to a signed-in user who has not answered; 'subscribe'
 * renews the subscription silently once permission was granted; 'none' otherwise (pure).
 */
export function pushStartStep(context: PushContext): 'ask' | 'subscribe' | 'none' {
  if (!context.signedIn || !context.supported || !context.hasKey) return 'none';
  if (context.permission === 'granted') return 'subscribe';
  if (context.permission === 'default' && !context.dismissed) return 'ask';
  return 'none';
}

/** True when this browser has everything web push needs. */
export function isPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/**
 * After a login: asks for notification permission when the browser has not been asked yet, and only
 * when it is granted registers the service worker, subscribes and sends the subscription to the
 * server. Never throws: a failure here must not spoil the login.
 */
export async function attemptPushSubscription(token: string): Promise<void> {
  try {
    if (!isPushSupported()) return;
    const key = vapidPublicKey();
    if (!key) return;
    const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission !== 'granted') return;
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) }));
    await apiFetch(paths.account.subscription(), { method: 'POST', body: { subscription: subscription.toJSON() }, token });
  } catch (error) {
    console.warn('[push] subscription skipped:', error);
  }
}
