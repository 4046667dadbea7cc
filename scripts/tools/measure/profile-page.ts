import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { CHROMIUM_PATH, ensureChromium } from '../../test-support/chromium';
import { warmPage } from '../lighthouse/cli';
import { DATA_DIR, ROOT } from '../../server/paths';
import { demoProductPath, ensureBuild, withMeasuredStore } from '../measured-store';

/*
 * npm run profile [-- /ruta … | producto] [--no-build]
 * Where a page's main-thread JavaScript goes on a phone: the store's production build, with source
 * maps, in its own folder (.data/next-profile), served on the demo catalogue; each page is loaded in
 * Debian's Chromium as a mid-range phone (412×823, 4× CPU slowdown) under the V8 sampling profiler.
 * Prints the busy time, the time per source file (mapped back through the source maps) and per
 * store file with everything it calls; the .cpuprofile files (DevTools, Performance panel) go to
 * .data/reports/profiles/. Without pages it profiles the home and a product page.
 */
const DIST_DIR = '.data/next-profile';
const REPORT_DIR = path.join(DATA_DIR, 'reports', 'profiles');
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 6000;

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Maps a frame of a built chunk back to its source file (null for the page's inline scripts and native code). */
function sourceMapper(): (frame: CallFrame) => string | null {
  const consumers = new Map<string, SourceMap | null>();
  const consumerFor = (url: string) => {
    const chunk = url.match(/\/_next\/(static\/.+\.js)$/)?.[1];
    if (!chunk) return null;
    if (!consumers.has(chunk)) {
      const js = path.join(ROOT, DIST_DIR, chunk);
      const ref = fs.existsSync(js)
        ? fs
            .readFileSync(js, 'utf8')
            .slice(-300)
            .match(/sourceMappingURL=(\S+)/)?.[1]
        : undefined;
      const map = ref ? path.join(path.dirname(js), ref) : `${js}.map`;
      consumers.set(chunk, fs.existsSync(map) ? new SourceMap(JSON.parse(fs.readFileSync(map, 'utf8'))) : null);
    }
    return consumers.get(chunk) ?? null;
  };
  return (frame) => {
    const consumer = frame.url ? consumerFor(frame.url) : null;
    const entry = consumer?.findEntry(frame.lineNumber, frame.columnNumber);
    const source = entry && 'originalSource' in entry ? entry.originalSource : undefined;
    return source ? source.replace(/^.*?\[project\]\//, '').replace(/^turbopack:\/\/\/\[turbopack\]\//, 'turbopack/') : null;
  };
}

/** Busy milliseconds, by source file (self time) and by the nearest store file on the stack (inclusive). */
function summarise(profile: CpuProfile): { busy: number; bySource: Map<string, number>; byStoreFile: Map<string, number> } {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const sourceOf = sourceMapper();
  const sources = new Map<number, string | null>();
  const source = (id: number) => {
    if (!sources.has(id)) sources.set(id, sourceOf(nodes.get(id)!.callFrame));
    return sources.get(id) ?? null;
  };
  const isStoreFile = (file: string | null) => file !== null && /^(app|components|lib)\//.test(file);
  const bySource = new Map<string, number>();
  const byStoreFile = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)!.callFrame;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    busy += ms;
    const own = source(id) ?? (frame.url ? 'script of the page itself' : frame.functionName);
    bySource.set(own, (bySource.get(own) ?? 0) + ms);
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const file = source(at);
      if (isStoreFile(file)) {
        byStoreFile.set(file!, (byStoreFile.get(file!) ?? 0) + ms);
        break;
      }
    }
  });
  return { busy, bySource, byStoreFile };
}

function top(figures: Map<string, number>, count: number): string {
  return [...figures]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${name}`)
    .join('\n');
}

async function profilePage(url: string): Promise<CpuProfile> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--disable-gpu', '--disable-features=PaintHolding'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    return (await cdp.send('Profiler.stop')).profile as unknown as CpuProfile;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  ensureChromium();
  await ensureBuild({ distDir: DIST_DIR, env: { IMPORTA_BROWSER_SOURCEMAPS: '1' }, reuse: args.includes('--no-build') });
  await withMeasuredStore({ instance: 'profile-db', dbName: 'importa_profile' }, async (base) => {
    const requested = args.filter((a) => !a.startsWith('--'));
    const pages = requested.length ? requested : ['/', 'producto'];
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    for (const requestedPage of pages) {
      const page = requestedPage === 'producto' ? await demoProductPath() : requestedPage;
      const url = base + page;
      await warmPage(url);
      const profile = await profilePage(url);
      const file = path.join(REPORT_DIR, `${page.replace(/[^a-z0-9]+/gi, '_') || 'home'}.cpuprofile`);
      fs.writeFileSync(file, JSON.stringify(profile));
      const { busy, bySource, byStoreFile } = summarise(profile);
      console.log(`\n${page}: ${busy.toFixed(0)} ms de JavaScript en el hilo principal (CPU ${CPU_SLOWDOWN}× más lenta, ${SETTLE_MS / 1000} s tras la carga)`);
      console.log(`\nPor archivo (tiempo propio):\n${top(bySource, 15)}`);
      console.log(`\nPor archivo de la tienda (con lo que llama):\n${top(byStoreFile, 15)}`);
      console.log(`\nPerfil: ${path.relative(ROOT, file)}`);
    }
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
