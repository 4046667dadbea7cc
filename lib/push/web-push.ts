import webpush from 'web-push';
import { isPublicHttpsUrl } from '../account/public-host';
import { env } from '../env';
import { guardedUpdate, REWRITE_TRIES } from '../guarded-write';
import { User } from '@/models/User';

/** A notification as the service worker (public/sw.js) shows it. */
export type PushMessage = { title: string; body: string; url?: string };

type Subscription = { endpoint: string; keys?: { p256dh?: string | null; auth?: string | null } | null };

/** True when VAPID keys are configured; without them no push is sent. */
export function isPushEnabled(): boolean {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY } = env();
  return Boolean(VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY);
}

/** True for push service answers meaning the subscription is gone for good (404, 410). */
export function isGoneStatus(status: number | undefined): boolean {
  return status === 404 || status === 410;
}

async function sendOne(subscription: Subscription, payload: string): Promise<'sent' | 'gone'> {
  // A stored endpoint that is not a public https URL (saved before the subscription route checked) is never called: dropped.
  if (!isPublicHttpsUrl(subscription.endpoint)) return 'gone';
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT } = env();
  const keys = { p256dh: subscription.keys?.p256dh ?? '', auth: subscription.keys?.auth ?? '' };
  try {
    await webpush.sendNotification({ endpoint: subscription.endpoint, keys }, payload, {
      vapidDetails: { subject: VAPID_SUBJECT, publicKey: VAPID_PUBLIC_KEY!, privateKey: VAPID_PRIVATE_KEY! },
      TTL: 24 * 3600,
      timeout: 10_000,
    });
    return 'sent';
  } catch (error) {
    if (error instanceof webpush.WebPushError && isGoneStatus(error.statusCode)) return 'gone';
    throw error;
  }
}

/** Removes the subscriptions with these endpoints: a guarded rewrite of the list (FerretDB v1 $pull removes only equal elements). */
async function dropSubscriptions(userId: string, endpoints: ReadonlySet<string>): Promise<void> {
  for (let attempt = 0; attempt < REWRITE_TRIES; attempt++) {
    const user = await User.findById(userId, 'subscriptions updatedAt').lean();
    if (!user) return;
    const kept = (user.subscriptions ?? []).filter((s) => !endpoints.has(s.endpoint));
    if (await guardedUpdate(User, userId, { updatedAt: user.updatedAt }, { $set: { subscriptions: kept } })) return;
  }
}

/**
 * Sends `message` to every push subscription of a user, when VAPID keys are set and the user
 * keeps web notifications on; subscriptions the push service answers 404/410 for are dropped.
 * Other failures are reported as a rejection after all were tried.
 */
export async function pushToUser(userId: string, message: PushMessage): Promise<{ sent: number; dropped: number }> {
  if (!isPushEnabled()) return { sent: 0, dropped: 0 };
  const user = await User.findById(userId, 'subscriptions notificationsWeb').lean();
  if (!user || user.notificationsWeb === false || !user.subscriptions?.length) return { sent: 0, dropped: 0 };
  const payload = JSON.stringify(message);
  const results = await Promise.allSettled(user.subscriptions.map((s) => sendOne(s, payload)));
  const gone = new Set(user.subscriptions.filter((_, i) => results[i].status === 'fulfilled' && results[i].value === 'gone').map((s) => s.endpoint));
  if (gone.size > 0) await dropSubscriptions(userId, gone);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return { sent: results.filter((r) => r.status === 'fulfilled' && r.value === 'sent').length, dropped: gone.size };
}
