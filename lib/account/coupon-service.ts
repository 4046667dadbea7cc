import '#server-only';
import { connectDb } from '../db';
import { AppError } from '../errors';
import type { Viewer } from '../auth/guard';
import { consume, RATE_RULES } from '../auth/rate-limit';
import { User } from '@/models/User';
import type { CouponQuery } from './schemas';

export type CouponInfo = { productDiscount: number; code: string };

/**
 * GET getCouponInfo: the discount (percent per product) of another user's coupon. Checks are
 * counted per user (20 per 15 minutes) so codes cannot be guessed; the own coupon answers
 * errorType 3 and an unknown one 'CUPON INCORRECTO'.
 */
export async function getCouponInfo(viewer: Viewer, query: CouponQuery, now = new Date()): Promise<{ couponInfo: CouponInfo }> {
  await consume(`coupon-check:user:${viewer._id}`, RATE_RULES.couponChecksPerUser, now);
  await connectDb();
  const owner = await User.findOne({ couponCode: query.couponInfo }, '_id discountCoupon').lean();
  if (!owner) throw new AppError('couponInvalid');
  if (String(owner._id) === viewer._id) throw new AppError('ownCoupon');
  return { couponInfo: { productDiscount: owner.discountCoupon ?? 0, code: query.couponInfo } };
}
