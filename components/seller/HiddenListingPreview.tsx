'use client';

import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useParams } from 'next/navigation';
import type { ProductDto } from '@/lib/catalog/dto';
import { sellerPaths } from './api';
import { useApi } from '@/components/dashboard/use-api';

// Every product page carries its not-found screen in its first load; the hidden listing's view
// (the whole product page on the client, with the admin texts) loads only for its owner and super admins.
const HiddenListing = dynamic(() => import('./HiddenListing'), { ssr: false });

/**
 * The product page of a listing hidden by a super admin: everyone gets `children` (the not-found
 * screen); the owner and super admins, whom the server answers the listing, see it marked instead.
 */
export function HiddenListingPreview({ children }: { children: ReactNode }) {
  const params = useParams<{ id: string }>();
  const id = typeof params?.id === 'string' ? params.id : '';
  const { data } = useApi<ProductDto>(id ? sellerPaths.hiddenListing(id) : null, { shouldRetryOnError: false });
  if (!data) return <>{children}</>;
  return <HiddenListing product={data} />;
}
