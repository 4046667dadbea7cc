import * as orders from '@/app/api/orders/route';
import * as deliver from '@/app/api/tracking/deliver/route';
import { trackingKey } from '@/lib/tracking/secret';
import { deliveryCode } from '@/lib/tracking/token';
import { call } from './http';

/** An order admin confirms the order (cash on delivery) and, unless `delivered` is false, delivers it with the recipient's code. */
export async function confirmAndDeliver(orderId: string, adminToken: string, delivered = true): Promise<void> {
  const confirmed = await call(orders.PATCH, {
    url: '/api/orders',
    method: 'PATCH',
    token: adminToken,
    body: { _id: orderId, newStatus: 'Confirmado', paymentObservation: 'Efectivo' },
  });
  expect(confirmed.status).toBe(200);
  if (!delivered) return;
  const done = await call(deliver.POST, {
    url: '/api/tracking/deliver',
    method: 'POST',
    token: adminToken,
    body: { orderId, code: deliveryCode(orderId, trackingKey()) },
  });
  expect(done.status).toBe(200);
}
