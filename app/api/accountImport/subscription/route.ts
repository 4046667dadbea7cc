import { route } from '@/lib/http/route';
import { subscriptionSchema } from '@/lib/account/schemas';
import { saveSubscription } from '@/lib/account/profile-service';

/** POST /api/accountImport/subscription (token) { subscription: { endpoint, keys } }: answers `{ ok: true }`. */
export const POST = route({ body: subscriptionSchema, auth: 'user' }, ({ body, viewer }) => saveSubscription(viewer, body));
