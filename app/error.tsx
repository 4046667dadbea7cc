'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { PlainLink } from '@/components/ui/PlainLink';
import { layoutMessages } from '@/lib/messages/layout';
import { NoConnection } from '@/components/layout/NoConnection';
import { CatalogWarming } from '@/components/layout/CatalogWarming';
import { CATALOG_WARMING_DIGEST } from '@/lib/catalog/warming';

/**
 * A page that failed to render (most often the database or the network): the no-connection screen
 * with retry, saying so on a product page (docs/contract/catalogue.md §2: the error page when the
 * product cannot be loaded); while the catalogue loads after a restart, the 'volvemos en unos
 * segundos' one. The product page has no boundary of its own: its code would be a first-load chunk
 * repeating this screen's (~1 KB gzipped).
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry(): void }) {
  const warming = (error as { digest?: unknown } | null)?.digest === CATALOG_WARMING_DIGEST;
  const productPage = usePathname().startsWith('/products/detail/');
  useEffect(() => {
    if (!warming) console.error('page error', error);
  }, [error, warming]);
  if (warming) return <CatalogWarming onRetry={retry} />;
  return (
    <NoConnection headingLevel="h1">
      {productPage && <p>{layoutMessages.productError}</p>}
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
