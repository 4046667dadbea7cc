'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { messages } from '@/lib/messages';
import { NoConnection } from '@/components/layout/NoConnection';

/** The product could not be loaded (catalogue.md §2 screen 4: error page when loading fails). */
export default function ProductError({ error, retry }: { error: unknown; retry(): void }) {
  useEffect(() => {
    console.error('product page error', error);
  }, [error]);
  return (
    <NoConnection headingLevel="h1">
      <p>{messages.pages.productError}</p>
      <button type="button" className="button" onClick={() => retry()}>{messages.layout.retry}</button>
      <Link href="/" className="button button-secondary">{messages.layout.goHome}</Link>
    </NoConnection>
  );
}
