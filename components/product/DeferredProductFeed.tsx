'use client';

import type { ComponentProps } from 'react';
import { lazyComponent } from '@/components/ui/lazy-component';
import type { ProductFeed } from './ProductFeed';

/**
 * ProductFeed with its code fetched after the page's first load: for a list below the fold (the
 * product page's same-category ads, which it then fetches as the shopper nears them). Optional:
 * without it (offline, never fetched) the list is left out, not the page.
 */
export const DeferredProductFeed = lazyComponent<ComponentProps<typeof ProductFeed>>(() => import('./ProductFeed').then((module) => module.ProductFeed), null, {
  optional: true,
});
