'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useSession } from '@/components/auth/use-session';

// Its request and realtime hooks are for signed-in users only: their code loads once one is seen,
// never in a visitor's first load.
const LiveMessagesMark = lazyComponent(() => import('./LiveMessagesMark'), null, { optional: true });

/**
 * The top bar's link to the conversations, for a signed-in user, with the new-messages mark (a dot,
 * and the link's name says so) while a conversation has messages they have not read. Kept live.
 */
export function MessagesMark({ className }: { className?: string }) {
  const { user } = useSession();
  return user ? <LiveMessagesMark className={className} /> : null;
}
