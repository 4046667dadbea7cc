import type { SizeKind } from '../catalog/reference';
import type { TrackStatus } from '../orders/status';
import type { ImportRates } from '../pricing/import-cost';
import type { SellingData } from './summary';

/** The answers of the seller area's calls, as the browser receives them (plain JSON). */

/** One bar of the sales chart. */
export type MonthSales = { month: string; label: string; sells: number; incomes: number };

/** GET /api/sellingData/getUserSellingData. */
export type UserSellingData = SellingData & {
  salesByMonth: MonthSales[];
  /** Orders the figures count: not cancelled, as /delivers. */
  totalOrders: number;
  /** Buyers' claims on the seller's lines (lib/claims): lines counted, lines claimed, their share, and what was refunded (USD). */
  claims: { lines: number; claimedLines: number; ratePercent: number; refunded: number };
};

/** One line the seller must deliver, with what the seller needs to deliver it. */
export type DeliveryLineDto = {
  orderId: string;
  orderNumber: number;
  orderStatus: string;
  createdAt: string;
  lineId: string;
  product: { _id: string; name: string; mainImageUrl: string };
  count: number;
  size: string;
  color: string;
  price: number;
  fastDelivery: boolean;
  deliveryCalendar: {
    day?: number | null;
    month?: number | null;
    year?: number | null;
    hours?: number | null;
    minutes?: number | null;
    ampm?: string | null;
  } | null;
  trackStatus: { currentStatus: string; message: string };
  buyer: { name: string; lastName: string; phone: string };
  addressee: { name: string; phone: string; address: string; region: string; municipality: string };
};

/** `orders`: the orders the lines come from, counted as the dashboard counts them (cancelled ones left out). */
export type DeliveriesPage = { count: number; orders: number; lines: DeliveryLineDto[]; statusCounts: Record<TrackStatus, number> };

/** What the listing form needs from the server: the categories with their size lists, and the freight rates. */
export type ListingFormOptions = { categories: { _id: string; name: string; sizeKind: SizeKind | null }[]; rates: ImportRates };
