'use client';

import { useEffect } from 'react';
import Link from '@/components/ui/Link';
import { layoutMessages } from '@/lib/messages/layout';
import { NoConnection } from '@/components/layout/NoConnection';

/** A page that failed to render (most often the database or the network): the no-connection screen with retry. */
export default function ErrorPage({ error, retry }: { error: unknown; retry(): void }) {
  useEffect(() => {
    console.error('page error', error);
  }, [error]);
  return (
    <NoConnection headingLevel="h1">
      <button type="button" className="button" onClick={() => retry()}>{layoutMessages.retry}</button>
      <Link href="/" className="button button-secondary">{layoutMessages.goHome}</Link>
    </NoConnection>
  );
}
