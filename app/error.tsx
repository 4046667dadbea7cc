'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { messages } from '@/lib/messages';
import { NoConnection } from '@/components/layout/NoConnection';

/** A page that failed to render (most often the database or the network): the no-connection screen with retry. */
export default function ErrorPage({ error, retry }: { error: unknown; retry(): void }) {
  useEffect(() => {
    console.error('page error', error);
  }, [error]);
  return (
    <NoConnection headingLevel="h1">
      <button type="button" className="button" onClick={() => retry()}>{messages.layout.retry}</button>
      <Link href="/" className="button button-secondary">{messages.layout.goHome}</Link>
    </NoConnection>
  );
}
