import zlib from 'node:zlib';
import { PROVINCES } from '../../lib/geo/provinces';
import { adminMessages } from '../../lib/messages/admin';
import { pageScriptsOf } from '../../lib/http/scripts-after-paint';

const A_MUNICIPALITY = PROVINCES[0].municipalities[0];

/** What should never be in a storefront page's first-load JavaScript, and how each is recognised. */
export const FIRST_LOAD_MARKERS = {
  'Socket.IO': (js: string) => /["'`]\/socket\.io["'`]/.test(js),
  // The autocomplete of the registration form's last-name field, used nowhere else.
  'diálogo de acceso': (js: string) => js.includes('family-name'),
  // A municipality of Pinar del Río: the list of 168 is wanted only by the address forms and pickers.
  'lista de municipios': (js: string) => js.includes(A_MUNICIPALITY),
  // The notice over a listing hidden by the administration (components/seller/HiddenListing.tsx).
  'vista del anuncio oculto': (js: string) => js.includes(adminMessages.products.hidden),
  // SWR's default options: it comes with the first component that reads the API (components/ui/use-swr.ts).
  SWR: (js: string) => js.includes('dedupingInterval'),
  // Next's Link (a prop of it no minifier renames): the storefront's links are PlainLinks.
  'enlace de Next': (js: string) => js.includes('passHref'),
  // next/image's loader path: the product gallery gets its pictures' attributes from the server.
  'código de next/image': (js: string) => js.includes('"/_next/image"'),
  // The edit link of a listing's owner controls (components/product/OwnerControls.tsx).
  'controles del dueño del anuncio': (js: string) => js.includes('/myproducts/edit/'),
} as const;

export type FirstLoadMarker = keyof typeof FIRST_LOAD_MARKERS;
export type FirstLoad = { bytes: number; gzipBytes: number; found: FirstLoadMarker[] };

/**
 * The JavaScript a first visit to `page` downloads: every script the server-rendered HTML
 * references (as a tag or queued until the first paint, lib/http/scripts-after-paint.ts), uncompressed and gzipped, and which markers it contains. Read from the HTML, so a
 * Turbopack and a webpack build are counted the same way.
 */
export async function firstLoadJs(base: string, page: string): Promise<FirstLoad> {
  const html = await (await fetch(base + page)).text();
  const scripts = pageScriptsOf(html);
  const bodies = await Promise.all(scripts.map(async (src) => (await fetch(new URL(src, base))).text()));
  const all = bodies.join('\n');
  return {
    bytes: bodies.reduce((sum, b) => sum + Buffer.byteLength(b), 0),
    gzipBytes: bodies.reduce((sum, b) => sum + zlib.gzipSync(b).length, 0),
    found: (Object.keys(FIRST_LOAD_MARKERS) as FirstLoadMarker[]).filter((marker) => FIRST_LOAD_MARKERS[marker](all)),
  };
}
