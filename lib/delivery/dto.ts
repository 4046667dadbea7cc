import type { DeliveryZone, SellerQuote } from './quote';

/** The answer of GET /api/productsImport/deliveryQuote. */
export type DeliveryQuote = DeliveryZone & { paused: string | null; sellers: Record<string, SellerQuote> };
