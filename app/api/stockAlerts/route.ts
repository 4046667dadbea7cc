import { route } from '@/lib/http/route';
import { stockAlertQuerySchema, stockAlertSchema } from '@/lib/stock-alerts/schemas';
import { stockAlertState, subscribeStockAlert, unsubscribeStockAlert } from '@/lib/stock-alerts/service';

export const dynamic = 'force-dynamic';

/** Whether the viewer waits for a sold-out product. */
export const GET = route({ auth: 'user', permission: 'account:use', query: stockAlertQuerySchema }, ({ viewer, query }) =>
  stockAlertState(viewer, query.productId),
);

/** 'Avísame cuando vuelva': wait for the product, by e-mail or push. */
export const POST = route({ auth: 'user', permission: 'account:use', body: stockAlertSchema }, ({ viewer, body }) => subscribeStockAlert(viewer, body));

/** Stop waiting for the product. */
export const DELETE = route({ auth: 'user', permission: 'account:use', query: stockAlertQuerySchema }, ({ viewer, query }) =>
  unsubscribeStockAlert(viewer, query.productId),
);
