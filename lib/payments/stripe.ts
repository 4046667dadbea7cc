import Stripe from 'stripe';
import { env } from '../env';
import { globalSlot } from '../global-slot';

/**
 * The Stripe client, from STRIPE_SECRET_KEY (and STRIPE_API_BASE, e.g. stripe-mock in tests).
 * Without a key card payment is simply not offered: checkout refuses OnlineStripe and
 * payCheckout answers 400 (messages.payment.cardDisabled).
 */

type ApiBase = { host: string; port: number; protocol: 'http' | 'https' };
type Slot = { client?: Stripe; config?: string };
const cache = globalSlot<Slot>('__importaStripe', () => ({}));

/** True when card payment (OnlineStripe) can be offered: a Stripe secret key is configured. */
export function isCardPaymentEnabled(): boolean {
  return Boolean(env().STRIPE_SECRET_KEY);
}

/** The SDK's host, port and protocol for an API base URL such as 'http://127.0.0.1:12111'. */
export function apiBaseOptions(base: string): ApiBase {
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/** The shared Stripe client, or null without a secret key; rebuilt when the key or the API base changes. */
export function stripeClient(): Stripe | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_API_BASE: base } = env();
  if (!key) return null;
  const config = `${key}|${base ?? ''}`;
  if (!cache.client || cache.config !== config) {
    cache.client = new Stripe(key, { maxNetworkRetries: 1, timeout: 20_000, ...(base ? apiBaseOptions(base) : {}) });
    cache.config = config;
  }
  return cache.client;
}

/** The webhook signing secret (STRIPE_WEBHOOK_SECRET), or null when webhooks cannot be verified. */
export function webhookSecret(): string | null {
  return env().STRIPE_WEBHOOK_SECRET || null;
}
