import NextLink from 'next/link';
import type { ComponentProps } from 'react';

/**
 * Every link of the store. Next prefetches each link that scrolls into view: on a product page
 * that was 16 requests and about a quarter of its JavaScript while it hydrated (0.25 s at 4× CPU:
 * hashing, fetching and decoding the prefetched pages), and bytes a shopper on Cuban mobile data
 * pays for pages never opened. A click fetches the page instead; `prefetch` can still be set on a
 * link that is almost always followed.
 */
export default function Link({ prefetch = false, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={prefetch} {...props} />;
}
