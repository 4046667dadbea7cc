'use client';

import { ordersPageMessages } from '@/lib/messages/orders-page';
import { Spinner } from '@/components/ui/Spinner';
import { useOpenConversation } from './use-open-conversation';

/** 'PREGUNTAR POR ESTE PEDIDO': opens the order's conversation with the store (created on first use). */
export function AskAboutOrderButton({ orderId, token, className }: { orderId: string; token: string | null; className?: string }) {
  const { open, opening } = useOpenConversation(token);
  return (
    <button type="button" className={className} disabled={opening} onClick={() => void open({ kind: 'order', orderId })}>
      {opening ? <Spinner label /> : ordersPageMessages.ask}
    </button>
  );
}
