import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { parseConversationId } from '@/lib/conversations/schemas';
import { messages } from '@/lib/messages';
import { ConversationView } from '@/components/conversations/ConversationView';

export const metadata: Metadata = { title: messages.conversations.title, robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/** /conversations/{id}: one conversation; who may read it is decided by the API (its buyer, or the store). */
export default async function ConversationPage({ params }: Props) {
  const id = parseConversationId((await params).id);
  if (!id) notFound();
  return <ConversationView id={id} />;
}
