'use client';

import { useEffect } from 'react';
import { seoMessages } from '@/lib/messages/seo';

/**
 * Names the browser tab after what a client view shows, once it knows it: the server's metadata
 * cannot, where the session (buyer or admin) lives in the browser. Same template as the root layout.
 */
export function usePageTitle(name: string | null): void {
  useEffect(() => {
    if (!name) return;
    // As document.title reads it back (white space collapsed): compared raw, 'PEDIDOS DE ' would never match and set it forever.
    const wanted = seoMessages.pageTitle(name).replace(/\s+/g, ' ').trim();
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    // The server's neutral title is streamed in after the page and would otherwise win.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [name]);
}
