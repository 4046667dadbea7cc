import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * Every link of the store. Next prefetches each link that scrolls into view, which on the home
 * and a product page meant 16–25 requests and about 250 ms of a phone's main thread (at 4× CPU
 * throttling: hashing, fetching and decoding the prefetched payloads) while the page was still
 * hydrating, and bytes a shopper on Cuban mobile data pays for pages never opened. A click fetches
 * the page then; `prefetch` can still be set where a link is almost always followed.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
