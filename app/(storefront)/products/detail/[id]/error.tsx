'use client';

import { useEffect } from 'react';
import { PlainLink } from '@/components/ui/PlainLink';
import { layoutMessages } from '@/lib/messages/layout';
import { pagesMessages } from '@/lib/messages/pages';
import { NoConnection } from '@/components/layout/NoConnection';

/** The product could not be loaded (docs/contract/catalogue.md §2 screen 4: error page when loading fails). */
export default function ProductError({ error, retry }: { error: unknown; retry(): void }) {
  useEffect(() => {
    console.error('product page error', error);
  }, [error]);
  return (
    <NoConnection headingLevel="h1">
      <p>{pagesMessages.productError}</p>
      <button type="button" className="button" onClick={() => retry()}>
        {layoutMessages.retry}
      </button>
      {/* A plain link: Next's Link would put its code in every page's first load, for this error screen only. */}
      <PlainLink href="/" className="button button-secondary">
        {layoutMessages.goHome}
      </PlainLink>
    </NoConnection>
  );
}
