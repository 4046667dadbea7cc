'use client';

import { refreshSession } from '@/components/auth/session-store';
import { useOrderEvents } from '@/components/realtime/use-order-events';

/**
 * The signed-in buyer's cart is read again when an order is created (e.g. in another tab), as
 * getUserWithToken answers the emptied cart. Rendered by CartView for a signed-in buyer only, so a
 * visitor's first load of /cart carries no realtime code.
 */
export default function CartOrderEvents() {
  useOrderEvents((event) => {
    if (event.type !== 'orderUpdated') void refreshSession();
  });
  return null;
}
