import { route } from '@/lib/http/route';
import { couponQuerySchema } from '@/lib/account/schemas';
import { getCouponInfo } from '@/lib/account/coupon-service';

/**
 * GET /api/accountImport/getCouponInfo?couponInfo=XXXXXX (token): `{ couponInfo: { productDiscount, code } }`;
 * 400 errorType 3 for the own coupon, 400 'CUPON INCORRECTO' for an unknown one.
 */
export const GET = route({ query: couponQuerySchema, auth: 'user', cap: 'coupon' }, ({ query, viewer }) => getCouponInfo(viewer, query));
