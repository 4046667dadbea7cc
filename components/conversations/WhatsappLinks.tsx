import { messages } from '@/lib/messages';
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
      { label: messages.ordersPage.askWhatsapp, text: messages.orders.questionChat(order.link) },
      { label: messages.ordersPage.paymentProblem, text: messages.orders.paymentProblemChat(order.orderNumber) },
    ]
    : [{ label: messages.layout.whatsapp, text: messages.home.helpGreeting }];
  return (
    <section className={styles.whatsapp}>
      <h2>{messages.conversations.whatsapp}</h2>
      {chats.map((chat) => (
        <a key={chat.label} className={ui.linkButton} href={whatsappLink(chat.text)} target="_blank" rel="noopener noreferrer">{chat.label}</a>
      ))}
    </section>
  );
}
