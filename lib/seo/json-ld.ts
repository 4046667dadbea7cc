import { reviewsMessages } from '../messages/reviews';

/**
 * Structured data (schema.org JSON-LD) for the product page: a Product with its Offer and the
 * page's BreadcrumbList. Pure: URLs are built from the `origin` passed in.
 */

export type JsonLdProduct = {
  _id: string;
  name: string;
  description: string;
  /** USD including the import cost. */
  totalPrice: number;
  available: boolean;
  mainImageUrl: string;
  secondaryImagesUrl: readonly string[];
  category: { _id: string; name: string };
  sellerName: string;
};

type Crumb = { name: string; path: string };

/** An absolute URL for a site path or an already absolute URL. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Path of a product's page. */
export function productPath(id: string): string {
  return `/products/detail/${id}`;
}

/** Path of the home filtered by one category. */
export function categoryPath(categoryId: string): string {
  return `/?categoryId=${encodeURIComponent(categoryId)}`;
}

/** schema.org Product with one Offer in USD (price with import cost, 2 decimals). */
export function productJsonLd(product: JsonLdProduct, origin: string): Record<string, unknown> {
  const url = absoluteUrl(origin, productPath(product._id));
  const images = [product.mainImageUrl, ...product.secondaryImagesUrl].filter(Boolean).map((src) => absoluteUrl(origin, src));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.name,
    description: product.description,
    sku: product._id,
    image: images,
    category: product.category.name,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      price: product.totalPrice.toFixed(2),
      availability: product.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: product.sellerName ? { '@type': 'Organization', name: product.sellerName } : undefined,
    },
  };
}

/** schema.org BreadcrumbList: home › category › product. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/** JSON for a <script type="application/ld+json">, with '<' escaped so text cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

type RatingSummary = {
  average: number;
  count: number;
  reviews: readonly { buyerName: string; rating: number; comment: string; createdAt: string }[];
};

/**
 * The product's structured data with its verified reviews: `aggregateRating` (the kept average and
 * count) and each shown `review`, so search engines can show the stars. Unchanged without reviews
 * (an aggregateRating of 0 reviews is invalid).
 */
export function withReviewsJsonLd(product: Record<string, unknown>, summary: RatingSummary): Record<string, unknown> {
  if (summary.count === 0) return product;
  return {
    ...product,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.average.toFixed(1), reviewCount: summary.count, bestRating: 5, worstRating: 1 },
    review: summary.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.buyerName || reviewsMessages.anonymous },
      datePublished: review.createdAt.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      ...(review.comment ? { reviewBody: review.comment } : {}),
    })),
  };
}
