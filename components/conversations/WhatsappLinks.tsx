import { conversationsMessages } from '@/lib/messages/conversations';
import { layoutMessages } from '@/lib/messages/layout';
import { ordersMessages } from '@/lib/messages/orders';
import { ordersPageMessages } from '@/lib/messages/orders-page';
import { whatsappLink } from '@/components/layout/contact';
import ui from '@/components/ui/ui.module.css';
import styles from './conversations.module.css';

type Props = { order?: { orderNumber: number; link: string } };

/**
 * The specs' WhatsApp chats beside the conversation, with their preset messages: about an order
 * (its link) and a payment problem, or the general greeting.
 */
export function WhatsappLinks({ order }: Props) {
  const chats = order
    ? [
        { label: ordersPageMessages.askWhatsapp, text: ordersMessages.questionChat(order.link) },
        { label: ordersPageMessages.paymentProblem, text: ordersMessages.paymentProblemChat(order.orderNumber) },
      ]
    : [{ label: layoutMessages.whatsapp, text: layoutMessages.helpGreeting }];
  return (
    <section className={styles.whatsapp}>
      <h2>{conversationsMessages.whatsapp}</h2>
      {chats.map((chat) => (
        <a key={chat.label} className={ui.linkButton} href={whatsappLink(chat.text)} target="_blank" rel="noopener noreferrer">
          {chat.label}
        </a>
      ))}
    </section>
  );
}
