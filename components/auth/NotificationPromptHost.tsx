'use client';

import { lazyComponent } from '@/components/ui/lazy-component';
import { useSession } from './use-session';

// Only signed-in users are asked or renewed, so visitors never download the prompt and the push code.
const NotificationPrompt = lazyComponent(() => import('./NotificationPrompt').then((m) => m.NotificationPrompt), null, { optional: true });

/** The notification prompt (docs/contract/buying.md §2), loaded once a signed-in session has been read. */
export function NotificationPromptHost() {
  const { user, token } = useSession();
  return user && token ? <NotificationPrompt /> : null;
}
