'use client';

import type { ReactNode } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import { useParams } from 'next/navigation';
import type { ProductDto } from '@/lib/catalog/dto';
import { sellerPaths } from './api';
import { useApi } from '@/components/dashboard/use-api';

// The hidden listing's view (the whole product page on the client, with the admin texts) loads only
// for its owner and super admins, whom the server answers the listing.
const HiddenListing = lazyComponent(() => import('./HiddenListing'));

/** Asks the server for the hidden listing with the session's token: `children` (the not-found screen) unless it answers. */
export default function HiddenListingLoader({ children }: { children: ReactNode }) {
  const params = useParams<{ id: string }>();
  const id = typeof params?.id === 'string' ? params.id : '';
  const { data } = useApi<ProductDto>(id ? sellerPaths.hiddenListing(id) : null, { shouldRetryOnError: false });
  if (!data) return <>{children}</>;
  return <HiddenListing product={data} />;
}
