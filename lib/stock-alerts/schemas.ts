import { z } from 'zod';
import { STOCK_ALERT_CHANNELS } from './rules';

/** POST /api/stockAlerts: the sold-out product and how to be told. */
export const stockAlertSchema = z.object({
  productId: z.string().max(40),
  channel: z.enum(STOCK_ALERT_CHANNELS).default('email'),
});
export type StockAlertInput = z.infer<typeof stockAlertSchema>;

/** GET and DELETE /api/stockAlerts?productId= */
export const stockAlertQuerySchema = z.object({ productId: z.string().max(40) });
