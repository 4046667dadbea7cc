import { chromium, type Request } from '@playwright/test';
import { ensureMeasureBuild, withMeasuredStore } from '../measured-store';
import { note } from '../../server/progress';

/*
 * npm run measure:ahorro [-- --no-build] [--screenshot=file.png]
 * The weight of the data-saver home (decision 7: under 60 KB for the first screen). Builds the store
 * when a source is newer than the measuring build, starts it on its own embedded database with the
 * demo catalogue, opens '/' in Debian's Chromium with the data-saver switch on (its cookie), waits
 * until the network is quiet and prints every request with its bytes on the wire (headers and
 * compressed body). The service worker's one-time download of the offline screen is printed apart:
 * it happens in the background once per installation, not on this screen. Exits 1 at 60 KB or more.
 */
const LIMIT_BYTES = 60 * 1024;
const args = new Set(process.argv.slice(2));
const screenshot = process.argv.find((a) => a.startsWith('--screenshot='))?.split('=')[1];

type Line = { url: string; bytes: number; fromWorker: boolean };

async function bytesOf(request: Request): Promise<number> {
  const sizes = await request.sizes();
  return sizes.responseHeadersSize + sizes.responseBodySize + sizes.requestHeadersSize + sizes.requestBodySize;
}

async function measure(base: string): Promise<Line[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 390, height: 844 }, isMobile: true });
    await context.addCookies([{ name: 'importa-ahorro', value: '1', url: base }]);
    const lines: Promise<Line>[] = [];
    context.on('requestfinished', (request) => {
      lines.push(bytesOf(request).then((bytes) => ({ url: request.url().replace(base, ''), bytes, fromWorker: request.serviceWorker() !== null })));
    });
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000); // the service worker registers after load
    const weight = await page.locator('footer').textContent();
    note(`la página dice: ${weight?.trim()}`);
    if (screenshot) await page.screenshot({ path: screenshot, fullPage: false });
    return Promise.all(lines);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  await ensureMeasureBuild({ reuse: args.has('--no-build') });
  return withMeasuredStore({ instance: 'ahorro-db', dbName: 'importa_ahorro' }, async (base) => {
    await fetch(`${base}/ahorro`).then((r) => r.arrayBuffer()); // warm the catalogue index and the route
    const lines = await measure(base);
    const screen = lines.filter((line) => !line.fromWorker);
    const worker = lines.filter((line) => line.fromWorker);
    const total = screen.reduce((sum, line) => sum + line.bytes, 0);
    console.log('\nModo ahorro de datos: primera pantalla del inicio (/)\n');
    for (const line of screen) console.log(`  ${String(line.bytes).padStart(7)} B  ${line.url}`);
    console.log(`\n  Total transferido: ${total} B (${(total / 1024).toFixed(1)} KB) en ${screen.length} peticiones; límite ${LIMIT_BYTES / 1024} KB`);
    if (worker.length) {
      const once = worker.reduce((sum, line) => sum + line.bytes, 0);
      console.log(`  Aparte, una sola vez por instalación, el service worker descargó ${(once / 1024).toFixed(1)} KB (${worker.map((l) => l.url).join(', ')})`);
    }
    return total < LIMIT_BYTES ? 0 : 1;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
