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

/** The VAPID public key: the build-time NEXT_PUBLIC_VAPID_PUBLIC_KEY, else <meta name="vapid-public-key">. */
function vapidPublicKey(): string | null {
  const built = process.env.NEXT_PUBLIC_VAPID_PUBLIC_KEY;
  if (built) return built;
  return document.querySelector<HTMLMetaElement>('meta[name="vapid-public-key"]')?.content || null;
}

/**
 * After a login: asks for notification permission when the browser has not been asked yet, and only
 * when it is granted registers the service worker, subscribes and sends the subscription to the
 * server. Never throws: a failure here must not spoil the login.
 */
export async function attemptPushSubscription(token: string): Promise<void> {
  try {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return;
    const key = vapidPublicKey();
    if (!key) return;
    const permission = Notification.permission === 'default' ? await Notification.requestPermission() : Notification.permission;
    if (permission !== 'granted') return;
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
    const subscription = (await registration.pushManager.getSubscription())
      ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(key) }));
    await apiFetch(paths.account.subscription(), { method: 'POST', body: { subscription: subscription.toJSON() }, token });
  } catch (error) {
    console.warn('[push] subscription skipped:', error);
  }
}
