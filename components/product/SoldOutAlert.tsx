'use client';

import { lazyComponent } from '@/components/ui/lazy-component';

/**
 * The back-in-stock alert, rendered with the page but in its own chunk: only the pages of sold-out
 * products load its code (and the push subscription it may ask for).
 */
export const SoldOutAlert = lazyComponent(() => import('./BackInStockAlert').then((m) => m.BackInStockAlert));
