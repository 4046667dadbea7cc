'use client';

import { useRouter } from 'next/navigation';
import { layoutMessages } from '@/lib/messages/layout';
import { Icon, backIcon } from './icons';

/** The back arrow: history back when the visitor came from this site, else `fallbackHref`. */
export function BackButton({ fallbackHref = '/', className }: { fallbackHref?: string; className?: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      aria-label={layoutMessages.back}
      onClick={() => {
        const cameFromHere = document.referrer.startsWith(window.location.origin) && window.history.length > 1;
        if (cameFromHere) router.back();
        else router.push(fallbackHref);
      }}
    >
      <Icon path={backIcon} />
    </button>
  );
}
