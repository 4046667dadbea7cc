import { env } from '../env';

/** The VAPID public key the browser subscribes with (VAPID_PUBLIC_KEY), or null when web push is not configured. */
export function vapidPublicKey(): string | null {
  return env().VAPID_PUBLIC_KEY || null;
}
