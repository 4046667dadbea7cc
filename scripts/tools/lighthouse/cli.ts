import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_PATH, ensureChromium } from '../../test-support/chromium';
import { ROOT } from '../../server/paths';

export type FormFactor = 'mobile' | 'desktop';

/** The four category scores (0–100) and the three Core Web Vitals Lighthouse measures in the lab. */
export type LighthouseResult = {
  url: string;
  /** Shown instead of the URL's path (the baseline app of `--baseline`). */
  label?: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  /** Audits that cost points, as `category: audit title`, so a low score says what to fix. */
  failing: string[];
  /** Lighthouse's measure of this machine's speed (`environment.benchmarkIndex`; higher is faster). */
  benchmarkIndex?: number;
  /**
   * When the first frame was really drawn, unthrottled (`observedFirstPaint`). Lantern charges every
   * request finished and every task started before it, so a late one (1.2 or 2.2 s, a frame held by
   * the browser, docs/CHANGELOG.md, "Session 12") explains a bad LCP better than the page does.
   */
  observedPaintMs?: number;
};

/**
 * How the CLI is run. `plain`: Lighthouse's own defaults (mobile, simulated slow 4G, 4× CPU), with
 * only what a server without a display needs (`--headless=new`, and `--no-sandbox` as root), as an
 * outsider runs it; the goals are judged on these. `desktop`: plain with `--preset=desktop`.
 * `no-paint-holding`: plain with `--disable-features=PaintHolding`, shown beside it. In headless
 * Chromium paint holding can make the first frame wait for viz, which withholds BeginFrames for a
 * whole second from a page whose frames it has not drawn ("ThrottleUnresponsiveClient",
 * GoogleChrome/lighthouse#17148); the simulation then charges every task before that paint to FCP
 * and LCP. Until session 9 every run of ours had it off, which is one reason our figures were
 * better than an outsider's (docs/CHANGELOG.md, "Outsider's figures").
 */
export type CliVariant = 'plain' | 'no-paint-holding' | 'desktop';

type Category = { score: number | null; auditRefs: { id: string; weight: number }[] };
type Audit = { title: string; score: number | null; scoreDisplayMode: string; numericValue?: number; details?: { items?: { observedFirstPaint?: number }[] } };

type Lhr = {
  categories: Record<string, Category>;
  audits: Record<string, Audit>;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
  configSettings: { formFactor: FormFactor };
};

function resultOf(url: string, lhr: Lhr): LighthouseResult {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    url,
    formFactor: lhr.configSettings.formFactor,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    tbtMs: numeric('total-blocking-time'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    failing: failingAudits(lhr.categories, lhr.audits),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    observedPaintMs: lhr.audits.metrics?.details?.items?.[0]?.observedFirstPaint,
  };
}

const CLI = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

/**
 * One run of the `lighthouse` command itself, in its own process with its own Chromium (Debian's,
 * through CHROME_PATH), as anyone would type it: no flag of ours but those of `variant`. The JSON
 * report goes to `reportFile` when given (a temporary file otherwise, removed after); `saveTrace`
 * keeps the run's trace and DevTools log beside it (`--save-assets`), to see what the main thread
 * and the compositor did before the first paint.
 */
export async function runLighthouseCli(url: string, variant: CliVariant, reportFile?: string, saveTrace = false): Promise<LighthouseResult> {
  ensureChromium();
  const chromeFlags = [
    '--headless=new',
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ...(variant === 'no-paint-holding' ? ['--disable-features=PaintHolding'] : []),
  ];
  const output = reportFile ?? path.join(os.tmpdir(), `lighthouse-${process.pid}-${Date.now()}.json`);
  fs.mkdirSync(path.dirname(output), { recursive: true });
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    `--chrome-flags=${chromeFlags.join(' ')}`,
    ...(variant === 'desktop' ? ['--preset=desktop'] : []),
    ...(saveTrace && reportFile ? ['--save-assets'] : []),
  ];
  const stderr: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0 || !fs.existsSync(output)) throw new Error(`lighthouse ${url} terminó con código ${code}: ${stderr.join('').slice(-400)}`);
  try {
    const lhr = JSON.parse(fs.readFileSync(output, 'utf8')) as Lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse falló en ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return resultOf(url, lhr);
  } finally {
    if (!reportFile) fs.rmSync(output, { force: true });
  }
}

function failingAudits(categories: Record<string, Category>, audits: Record<string, Audit>): string[] {
  const failing: string[] = [];
  for (const [name, category] of Object.entries(categories)) {
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      if (ref.weight === 0 && !['binary', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      failing.push(`${name}: ${audit.title}${ref.weight ? '' : ' (sin peso)'}`);
    }
  }
  return failing;
}

/** What Chromium sends for images: the optimiser caches one file per format, and AVIF is its first choice. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/**
 * Requests every optimised image a page references (src and srcset), so the measurement sees the
 * optimiser's cache as a running store has it rather than the first AVIF encoding after a restart.
 */
export async function warmImages(pageUrl: string): Promise<void> {
  const html = await fetch(pageUrl).then((r) => r.text());
  const paths = new Set<string>();
  for (const match of html.matchAll(/\/_next\/image\?[^"\s,]+/g)) paths.add(match[0].replaceAll('&amp;', '&'));
  const queue = [...paths];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      await fetch(new URL(next, pageUrl), { headers: { accept: IMAGE_ACCEPT } }).then((r) => r.arrayBuffer());
  };
  await Promise.all([worker(), worker(), worker()]);
}

/** A page as a running store serves it: rendered twice (the catalogue index, the route's first render) and its images optimised. */
export async function warmPage(pageUrl: string): Promise<void> {
  for (let i = 0; i < 2; i++) await fetch(pageUrl).then((r) => r.arrayBuffer());
  await warmImages(pageUrl);
}
