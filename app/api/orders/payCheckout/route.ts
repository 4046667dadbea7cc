import { route } from '@/lib/http/route';
import { payCheckoutSchema } from '@/lib/orders/schemas';
import { createPayCheckout } from '@/lib/payments/checkout';

/** GET /api/orders/payCheckout/?orderId= (the order's owner): { stripeUrl } of a Checkout Session for the order's total. */
export const GET = route({ query: payCheckoutSchema, auth: 'user' }, ({ query, viewer }) => createPayCheckout(viewer, query.orderId));
