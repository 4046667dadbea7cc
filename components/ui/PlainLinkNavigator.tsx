'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { inAppDestination } from './plain-link';

/** Opens every PlainLink through the app router, as Next's Link would: one listener for the whole page. */
export function PlainLinkNavigator() {
  const router = useRouter();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const destination = link && inAppDestination(event, link, window.location.origin);
      if (!destination) return;
      event.preventDefault();
      router.push(destination);
    }
    // Registered after React's own listener on the document, so a component's preventDefault is seen.
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
