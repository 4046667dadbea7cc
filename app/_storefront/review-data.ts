import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { STOREFRONT_MAX_AGE_SECONDS, STOREFRONT_TAG } from '@/lib/http/cache/storefront-pages';
import { productReviews } from '@/lib/reviews/read';

/*
 * The product page's reviews, kept across requests under the storefront tag like the product
 * itself: a review written, edited, answered or hidden expires it (lib/reviews/service.ts), so a
 * view never recounts anything.
 */
const readReviews = unstable_cache((id: string) => productReviews(id), ['storefront-reviews'], {
  tags: [STOREFRONT_TAG],
  revalidate: STOREFRONT_MAX_AGE_SECONDS,
});

/** A product's reviews, read once per request (the page and its structured data share it). */
export const loadProductReviews = cache((id: string) => readReviews(id));
