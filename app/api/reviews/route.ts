import { route } from '@/lib/http/route';
import { createReviewSchema, orderReviewsQuerySchema } from '@/lib/reviews/schemas';
import { createReview, listOrderReviews } from '@/lib/reviews/service';

/** POST /api/reviews body { orderId, productId, rating, asDescribed, onTime, comment?, photoUrl? } (the buyer of a delivered line, once per product and order). */
export const POST = route({ body: createReviewSchema, auth: 'user', cap: 'review' }, ({ viewer, body }) => createReview(viewer, body));

/** GET /api/reviews?orderId= (the order's buyer): { reviews } they wrote for it. */
export const GET = route({ query: orderReviewsQuerySchema, auth: 'user' }, ({ viewer, query }) => listOrderReviews(viewer, query.orderId));
