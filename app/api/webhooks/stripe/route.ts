import { route } from '@/lib/http/route';
import { handleStripeWebhook } from '@/lib/payments/webhook';

/** POST /api/webhooks/stripe: Stripe's signed events (raw body, Stripe-Signature); { received: true }, 400 when unverified. */
export const POST = route({}, ({ request }) => handleStripeWebhook(request));
