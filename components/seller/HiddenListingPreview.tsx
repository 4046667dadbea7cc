'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useSession } from '@/components/auth/use-session';

// Every product page carries its not-found screen in its first load: the request for a hidden
// listing, and what shows it, load only with a session (a visitor is never answered one).
// When its code cannot be fetched (offline), the not-found screen stays.
const HiddenListingLoader = lazy(() => import('./HiddenListingLoader').catch(() => ({ default: ChildrenOnly })));

function ChildrenOnly({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * The product page of a listing hidden by a super admin: everyone gets `children` (the not-found
 * screen); the owner and super admins, whom the server answers the listing, see it marked instead.
 */
export function HiddenListingPreview({ children }: { children: ReactNode }) {
  const { token } = useSession();
  if (!token) return <>{children}</>;
  return (
    <Suspense fallback={children}>
      <HiddenListingLoader>{children}</HiddenListingLoader>
    </Suspense>
  );
}
