'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ConversationDto } from '@/lib/conversations/dto';
import { apiFetch, isApiError } from '@/lib/http/fetcher';
import { paths } from '@/lib/http/paths';
import { conversationsMessages } from '@/lib/messages/conversations';
import { useSnackbar } from '@/components/ui/Snackbar';

/** Opens (or finds) the support conversation or the one about an order, then goes to its page. */
export function useOpenConversation(token: string | null) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const [opening, setOpening] = useState(false);
  async function open(body: { kind: 'support' } | { kind: 'order'; orderId: string }): Promise<void> {
    setOpening(true);
    try {
      const conversation = await apiFetch<ConversationDto>(paths.conversations.root(), { method: 'POST', body, token });
      router.push(`/conversations/${conversation._id}`);
    } catch (error) {
      snackbar.show(isApiError(error) && error.message ? error.message : conversationsMessages.openFailed, { kind: 'error' });
      setOpening(false);
    }
  }
  return { open, opening };
}
