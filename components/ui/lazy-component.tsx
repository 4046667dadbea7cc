'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> };

/**
 * A component whose code is its own chunk, fetched the first time it renders, with `fallback` shown
 * meanwhile: what next/dynamic does, without next/dynamic's own code (1.6 KB compressed), which the
 * providers' and top bar's lazy parts put in every page's first load. Like any React.lazy, it renders
 * on the server when the server renders it; the parts that wait for the browser's state (a session, a
 * stored province, a dialog opened) render nothing there.
 *
 * A chunk that cannot be fetched (offline, and never fetched before, so the service worker has no
 * copy) fails the page into its error screen, as it should for what the shopper opened. `optional`
 * parts, which show by themselves beside the page (a mark, a notice, a quote), render nothing instead.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<Loaded<P>>,
  fallback: ReactNode = null,
  { optional = false }: { optional?: boolean } = {},
): ComponentType<P> {
  const Lazy = lazy(async () => {
    try {
      const loaded = await load();
      return 'default' in loaded ? loaded : { default: loaded };
    } catch (failure) {
      if (!optional) throw failure;
      return { default: Nothing };
    }
  });
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}

function Nothing() {
  return null;
}
