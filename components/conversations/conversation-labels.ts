import type { ConversationDto, MessageDto } from '@/lib/conversations/dto';
import { conversationsMessages } from '@/lib/messages/conversations';
import { deliversMessages } from '@/lib/messages/delivers';
import { orderPagePath } from '@/components/checkout/order-checks';

/** A conversation's title: SOPORTE DE IMPORTA, or PEDIDO #n. */
export function conversationTitle(conversation: Pick<ConversationDto, 'kind' | 'orderNumber'>): string {
  return conversation.kind === 'order' && conversation.orderNumber !== null ? deliversMessages.order(conversation.orderNumber) : conversationsMessages.support;
}

/** Who wrote a message, as the viewer reads it: Usted for their own side, else Importa (for the buyer) or the buyer's name (for the store). */
export function authorLabel(message: Pick<MessageDto, 'side'>, conversation: Pick<ConversationDto, 'side' | 'buyer'>): string {
  if (message.side === conversation.side) return conversationsMessages.you;
  return message.side === 'store' ? conversationsMessages.store : conversation.buyer.name;
}

/** The order page of a conversation about an order, for the WhatsApp question (the link the buyer would paste). */
export function orderPageLink(origin: string, buyerId: string, orderId: string): string {
  return `${origin}${orderPagePath(buyerId, orderId)}`;
}
