import { newMessageMail } from '../mail/conversation-mails';
import { sendMail } from '../mail/transport';
import { messages } from '../messages';
import { publicUrl } from '../orders/notify';
import { pushToUser } from '../push/web-push';
import { ADMINS_ROOM, SOCKET_EVENTS, userRoom } from '../realtime/events';
import { emitToRooms, isUserConnected } from '../realtime/server';
import { displayName, type MessageDto, type NewMessageEvent } from './dto';
import { previewOf, shouldNotifyAway, type ConversationSide } from './rules';
import { User } from '@/models/User';
import type { LeanConversation } from '@/models/Conversation';

/** The page of one conversation. */
export function conversationPageUrl(conversationId: string): string {
  return `${publicUrl()}/conversations/${encodeURIComponent(conversationId)}`;
}

/** The rooms that hear about a conversation: its buyer's and the admins'. Nobody else's. */
export function conversationRooms(conversation: Pick<LeanConversation, 'buyer'>): string[] {
  return [userRoom(String(conversation.buyer)), ADMINS_ROOM];
}

type Recipient = { _id: unknown; email?: string | null; notificationsEmail?: boolean | null };

/** Who a message from `from` is for: the buyer, or every order admin and super admin (but the buyer). */
async function recipientsOf(conversation: LeanConversation, from: ConversationSide): Promise<Recipient[]> {
  if (from === 'store') {
    const buyer = await User.findById(conversation.buyer, 'email notificationsEmail').lean();
    return buyer ? [buyer] : [];
  }
  // One indexed query per flag: FerretDB reads every user for an `$or`. A user with both flags is told once.
  const byFlag = await Promise.all([
    User.find({ isImportAdmin: true }, 'email notificationsEmail').lean(),
    User.find({ isSuperAdmin: true }, 'email notificationsEmail').lean(),
  ]);
  const admins = new Map(byFlag.flat().map((admin) => [String(admin._id), admin]));
  admins.delete(String(conversation.buyer));
  return [...admins.values()];
}

/** Web push and e-mail to one recipient away from the store (no open socket), if this message made the conversation unread for them. */
async function notifyIfAway(recipient: Recipient, conversation: LeanConversation, message: MessageDto, unreadAfter: number, buyerName: string): Promise<void> {
  const id = String(recipient._id);
  if (!shouldNotifyAway(unreadAfter, await isUserConnected(id))) return;
  const link = conversationPageUrl(String(conversation._id));
  const mail = { orderNumber: conversation.orderNumber ?? null, fromStore: message.side === 'store', buyerName, text: message.text };
  const title = mail.orderNumber === null ? messages.conversationMail.subject : messages.conversationMail.subjectOrder(mail.orderNumber);
  const results = await Promise.allSettled([
    pushToUser(id, { title, body: previewOf(message.text), url: link }),
    recipient.email && recipient.notificationsEmail !== false ? sendMail(newMessageMail(recipient.email, mail, link)) : Promise.resolve(),
  ]);
  for (const r of results) if (r.status === 'rejected') console.error('[conversations] away notice:', r.reason);
}

/**
 * After a message was stored: the newMessage event to the buyer's room and the admins' room, then
 * a web push and an e-mail to each recipient who is away. Failures are logged, never thrown (the
 * message is already saved).
 */
export async function notifyNewMessage(conversation: LeanConversation, message: MessageDto): Promise<void> {
  const event: NewMessageEvent = {
    conversationId: String(conversation._id),
    buyerId: String(conversation.buyer),
    kind: conversation.kind as NewMessageEvent['kind'],
    orderNumber: conversation.orderNumber ?? null,
    message,
  };
  try {
    emitToRooms(conversationRooms(conversation), SOCKET_EVENTS.newMessage, event);
    const unreadAfter = (message.side === 'buyer' ? conversation.storeUnread : conversation.buyerUnread) ?? 0;
    const [recipients, buyer] = await Promise.all([recipientsOf(conversation, message.side), User.findById(conversation.buyer, 'name lastName email').lean()]);
    await Promise.allSettled(recipients.map((r) => notifyIfAway(r, conversation, message, unreadAfter, displayName(buyer))));
  } catch (error) {
    console.error('[conversations] newMessage:', error);
  }
}

/** After one side read a conversation: the conversationRead event, so that side's other tabs drop the mark. */
export function notifyConversationRead(conversation: LeanConversation, side: ConversationSide): void {
  try {
    emitToRooms(conversationRooms(conversation), SOCKET_EVENTS.conversationRead, { conversationId: String(conversation._id), side });
  } catch (error) {
    console.error('[conversations] conversationRead:', error);
  }
}
