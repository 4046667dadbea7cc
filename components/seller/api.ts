import { withQuery, type Query } from '@/lib/http/paths';

const seg = encodeURIComponent;

/** API paths of the seller area (beside lib/http/paths.ts, which holds the spec's calls). */
export const sellerPaths = {
  /** GET the dashboard's figures. */
  sellingData: () => '/api/sellingData/getUserSellingData',
  /** GET the form values of one of the viewer's listings. */
  listing: (id: string) => `/api/sellingData/listings/${seg(id)}`,
  /** GET the viewer's order lines (status, orderId, page, limit). */
  delivers: (query?: Query) => withQuery('/api/delivers', query),
  /** PATCH one line's tracking status. */
  deliverLine: (orderId: string, lineId: string) => `/api/delivers/${seg(orderId)}/${seg(lineId)}`,
  /** GET the viewer's listings hidden by a super admin. */
  hiddenListings: () => '/api/sellingData/hidden',
  /** GET one hidden listing (its owner or a super admin only). */
  hiddenListing: (id: string) => `/api/sellingData/hidden/${seg(id)}`,
} as const;
