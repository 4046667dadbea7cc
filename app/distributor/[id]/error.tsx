'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { messages } from '@/lib/messages';
import { NoConnection } from '@/components/layout/NoConnection';

/** The distributor could not be loaded (buying.md §2: error page). */
export default function DistributorError({ error, retry }: { error: unknown; retry(): void }) {
  useEffect(() => {
    console.error('distributor page error', error);
  }, [error]);
  return (
    <NoConnection headingLevel="h1">
      <button type="button" className="button" onClick={() => retry()}>{messages.layout.retry}</button>
      <Link href="/" className="button button-secondary">{messages.layout.goHome}</Link>
    </NoConnection>
  );
}
