/**
 * The attribute the page's root client component sets on <html> once React has committed the
 * hydrated page (components/ui/PageAlive.tsx): taps held before it are repeated then
 * (lib/http/scripts-after-paint.ts), and the end-to-end tests wait for it.
 */
export const PAGE_ALIVE_ATTRIBUTE = 'data-alive';
