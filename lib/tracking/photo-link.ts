import { trackingKey } from './secret';
import { deliveryPhotoToken } from './token';

/** The path that serves an order's delivery photo to whoever holds it (the signed token is the key). */
export function deliveryPhotoPath(orderId: string): string {
  return `/api/tracking/deliveryPhoto/${deliveryPhotoToken(orderId, trackingKey())}`;
}
