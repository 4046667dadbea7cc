import { messages } from '@/lib/messages';
import { PageLoading } from '@/components/layout/PageLoading';

export default function Loading() {
  return <PageLoading name={messages.pageNames.favorites} />;
}
