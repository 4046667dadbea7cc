import type { Metadata } from 'next';
import { messages } from '@/lib/messages';
import { ConversationsView } from '@/components/conversations/ConversationsView';

export const metadata: Metadata = { title: messages.conversations.title, robots: { index: false } };

/** /conversations (docs/contract/buying.md §2): the session lives in the browser, so the page is a shell around the client view. */
export default function ConversationsPage() {
  return <ConversationsView />;
}
