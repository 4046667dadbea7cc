import { fileURLToPath } from 'node:url';

const isDev = process.env.NODE_ENV !== 'production';

/*
 * One Content-Security-Policy for every answer. Next.js streams its page data in inline scripts
 * that differ per page, so scripts need 'unsafe-inline' (a nonce would make every page dynamic);
 * the policy still forbids plugins, foreign scripts, styles and connections, <base> rewrites,
 * foreign form targets and framing. Socket.IO connects to the same origin ('self'); Stripe
 * Checkout is a full-page redirect, which CSP does not restrict. Images come only from the store
 * itself (its uploads, the optimiser, inline SVG and previews of files being chosen): any https
 * host would let injected HTML send a token out in an image request. Development adds eval and
 * WebSocket for hot reload.
 */
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  `connect-src 'self'${isDev ? ' ws: wss:' : ''}`,
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The end-to-end run builds into its own folder (scripts/test-support/runners/e2e.ts).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // The custom server compresses answers itself (lib/http/compression.ts), after rewriting a page's HTML.
  compress: false,
  // Kept pages live in memory only (lib/http/cache/page-cache-handler.mjs says why).
  cacheHandler: fileURLToPath(new URL('./lib/http/cache/page-cache-handler.mjs', import.meta.url)),
  // mongoose and the mail/push clients are Node libraries: keep them out of the bundles.
  serverExternalPackages: ['mongoose', 'mongodb', 'bcryptjs', 'nodemailer', 'web-push', 'stripe'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // Every responsive image lists each of these widths in its srcset, and the home has about sixty:
    // Next's eight defaults (up to 3840) made the srcsets half of the home's HTML. A phone at 3x
    // fills the widest slot (the gallery, 100vw) with 1080; 1920 serves the lightbox on a desktop.
    deviceSizes: [640, 828, 1080, 1920],
  },
  // The measuring builds (npm run lighthouse / bench) skip the type check: `npm run typecheck` owns it,
  // and a type error in a test file must not stop a performance measurement.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  // For profiling a production build in the browser (CPU profiles mapped back to our sources).
  productionBrowserSourceMaps: process.env.IMPORTA_BROWSER_SOURCEMAPS === '1',
  // Data-saver mode (lib/datasaver/light-paths.ts, whose lightPath the test there compares with these):
  // with the importa-ahorro cookie at '1' the public listing pages are served by their light routes at
  // the same URL. A rewrite here stays inside the server; proxy.ts's NextResponse.rewrite did not: its
  // URL named the request's host ('localhost' for 127.0.0.1) where Next compares with its own
  // ('0.0.0.0'), so every light page was fetched again over HTTP from the server itself.
  // The home without a search comes from its cached route (lib/http/cache/cached-home.ts). The keys are
  // the ones the home reads (HOME_QUERY_KEYS, compared by lib/http/cache/cached-home.test.ts).
  async rewrites() {
    const homeQueryKeys = ['searchPhrase', 'fastDelivery', 'possibleDiscount', 'categoryId', 'region', 'minPrice', 'maxPrice', 'minPoints', 'maxPoints'];
    const dataSaver = [{ type: 'cookie', key: 'importa-ahorro', value: '1' }];
    const objectId = '[0-9a-fA-F]{24}';
    return {
      beforeFiles: [
        { source: '/', has: dataSaver, destination: '/ahorro' },
        { source: `/products/detail/:id(${objectId})`, has: dataSaver, destination: '/ahorro/products/:id' },
        { source: `/distributor/:id(${objectId})`, has: dataSaver, destination: '/ahorro/distributor/:id' },
        {
          source: '/',
          missing: [{ type: 'cookie', key: 'importa-ahorro', value: '1' }, ...homeQueryKeys.map((key) => ({ type: 'query', key }))],
          destination: '/portada/todo',
        },
      ],
    };
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
