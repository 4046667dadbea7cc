import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { messages } from '@/lib/messages';
import { NoConnection } from '@/components/layout/NoConnection';

export const metadata: Metadata = { title: messages.screens.noConnection, robots: { index: false } };

/** The no-connection screen the service worker (public/sw.js) shows offline when it has no copy of the page asked for. */
export default function OfflinePage() {
  return (
    <NoConnection headingLevel="h1">
      <Link href="/" className="button">
        {messages.layout.goHome}
      </Link>
    </NoConnection>
  );
}
