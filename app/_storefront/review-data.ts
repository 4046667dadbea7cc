import { cache } from 'react';
import { productReviews } from '@/lib/reviews/read';

/*
 * The product page's reviews. Not kept across requests here: the page that shows them is kept
 * whole (lib/http/cache/storefront-pages.ts), and a review written, edited, answered or hidden
 * expires it (lib/reviews/service.ts), so they are read only when the page is rendered again.
 */

/** A product's reviews, read once per request (the page and its structured data share it). */
export const loadProductReviews = cache((productId: string, sellerId: string) => productReviews(productId, sellerId));
