'use client';

import { useEffect } from 'react';
import { seoMessages } from '@/lib/messages/seo';

/**
 * Names the browser tab after what a client view shows, once it knows it: the server's metadata
 * cannot, where the session (buyer or admin) lives in the browser. Same template as the root layout.
 */
export function usePageTitle(name: string | null): void {
  useEffect(() => {
    if (name) document.title = seoMessages.pageTitle(name);
  }, [name]);
}
