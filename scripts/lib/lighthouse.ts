import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_PATH, ensureChromium } from './chromium';

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
};

/*
 * Paint holding is off: in headless Chromium it makes the first contentful frame wait for viz, which
 * withholds BeginFrames from a page whose frames it has not drawn yet for a whole second
 * ("ThrottleUnresponsiveClient", GoogleChrome/lighthouse#17148, reproduced on PageSpeed Insights).
 * The observed first paint then lands at +1.0 s or +2.0 s whatever the page does, and the simulation
 * charges every task before it to FCP and LCP. Here, with it on, 7 of 13 runs of the home, a search and
 * a product page painted at 1.27–2.28 s although their first frame was committed by 0.30 s; with it
 * off, 9 of 9 (home and product page) painted at 0.25–0.40 s.
 * It changes what the browser shows between two pages, not when a page can paint, and the baseline
 * page is measured the same way (docs/PERFORMANCE.md, "Why the LCP was late").
 */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-features=PaintHolding'];

type Category = { score: number | null; auditRefs: { id: string; weight: number }[] };
type Audit = { title: string; score: number | null; scoreDisplayMode: string; numericValue?: number };

/**
 * One Lighthouse run (mobile: the default emulated mid-range phone on slow 4G with simulated
 * throttling; desktop: Lighthouse's desktop preset) in Debian's Chromium, started for this run
 * only so no cache or service worker survives between runs. The JSON report is kept in
 * `reportDir` when given.
 */
export async function runLighthouse(url: string, formFactor: FormFactor, reportDir?: string): Promise<LighthouseResult> {
  ensureChromium();
  const [{ default: lighthouse, desktopConfig }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] };
    const runner = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!runner) throw new Error(`Lighthouse no devolvió resultado para ${url}`);
    const { lhr } = runner;
    if (lhr.runtimeError) throw new Error(`Lighthouse falló en ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (reportDir) {
      fs.mkdirSync(reportDir, { recursive: true });
      const name = `${formFactor}-${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'home'}.json`;
      fs.writeFileSync(path.join(reportDir, name), JSON.stringify(lhr));
    }
    const categories = lhr.categories as unknown as Record<string, Category>;
    const audits = lhr.audits as unknown as Record<string, Audit>;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      url,
      formFactor,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      tbtMs: numeric('total-blocking-time'),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      failing: failingAudits(categories, audits),
    };
  } finally {
    chrome.kill();
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
    for (let next = queue.shift(); next; next = queue.shift()) await fetch(new URL(next, pageUrl), { headers: { accept: IMAGE_ACCEPT } }).then((r) => r.arrayBuffer());
  };
  await Promise.all([worker(), worker(), worker()]);
}

/** A page as a running store serves it: rendered twice (the catalogue index, the route's first render) and its images optimised. */
export async function warmPage(pageUrl: string): Promise<void> {
  for (let i = 0; i < 2; i++) await fetch(pageUrl).then((r) => r.arrayBuffer());
  await warmImages(pageUrl);
}

/** The median of each figure over several runs of the same page (Lighthouse varies run to run). */
export function medianResult(runs: readonly LighthouseResult[]): LighthouseResult {
  const median = (pick: (r: LighthouseResult) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  return {
    url: runs[0].url,
    formFactor: runs[0].formFactor,
    performance: median((r) => r.performance),
    accessibility: median((r) => r.accessibility),
    bestPractices: median((r) => r.bestPractices),
    seo: median((r) => r.seo),
    tbtMs: median((r) => r.tbtMs),
    lcpMs: median((r) => r.lcpMs),
    cls: median((r) => r.cls),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
  };
}

function row(cells: (string | number)[], widths: number[]): string {
  return cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  ');
}

/** The scores as an aligned console table. */
export function scoreTable(results: readonly LighthouseResult[]): string {
  const head = ['Página', 'Dispositivo', 'Rendimiento', 'Accesibilidad', 'Buenas prácticas', 'SEO', 'TBT ms', 'LCP s', 'CLS'];
  const lines = results.map((r) => [
    r.label ?? new URL(r.url).pathname, r.formFactor === 'mobile' ? 'móvil' : 'escritorio', r.performance, r.accessibility, r.bestPractices, r.seo,
    Math.round(r.tbtMs), (r.lcpMs / 1000).toFixed(2), r.cls.toFixed(3),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  return [row(head, widths), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map((l) => row(l, widths))].join('\n');
}
