import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered content whose hydration can wait (issue #21). React hydrates what is inside a
 * completed <Suspense> boundary after the rest of the page, in slices of a few milliseconds that
 * give the phone's main thread back between them, instead of within the page's one long hydration
 * task; a tap inside it hydrates it first. The HTML is the same, so nothing shows later. For
 * content that is already there on the server (no data to wait for): a page that can still call
 * notFound() must not be wrapped, or its status would be sent before it is known.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
