import path from 'node:path';
import type { Figure } from '../bench/report';
import { firstLoadGoal, lcpGoal, median, performanceGoal, tbtGoal } from './goals';
import { runLighthouseCli, type CliVariant, type LighthouseResult } from './cli';
import { firstLoadJs, FIRST_LOAD_MARKERS } from '../../test-support/first-load';

/** A page of the store measured against the bare page; `noindex` pages are not judged on SEO. */
export type StorePage = { name: string; path: string; noindex?: boolean };

type Runs = Partial<Record<CliVariant, LighthouseResult[]>>;
export type SideBySide = { bare: Runs; pages: (StorePage & { url: string; runs: Runs })[]; variants: readonly CliVariant[] };

const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * `runs` rounds of the plain Lighthouse CLI (and the other `variants`) on the bare page and each
 * store page. Each round measures every page once per variant, starting one page later each
 * round, so store and bare page alternate and share the machine's load. A run that fails is
 * logged and left out (a page with no run fails its figures).
 */
export async function measureSideBySide(options: {
  store: string;
  bare: string;
  pages: readonly StorePage[];
  runs: number;
  variants: readonly CliVariant[];
  reportDir?: string;
  saveTraces?: boolean;
  log(line: string): void;
}): Promise<SideBySide> {
  const { store, bare, pages, runs, variants, reportDir, saveTraces = false, log } = options;
  const result: SideBySide = { bare: {}, pages: pages.map((p) => ({ ...p, url: store + p.path, runs: {} })), variants };
  const targets: { name: string; url: string; runs: Runs }[] = [{ name: 'base', url: `${bare}/`, runs: result.bare }, ...result.pages];
  for (let round = 0; round < runs; round++) {
    for (let k = 0; k < targets.length; k++) {
      const target = targets[(k + round) % targets.length];
      for (const variant of variants) {
        const file = reportDir ? path.join(reportDir, `${variant}-${target.name.replace(/[^a-z0-9]+/gi, '_')}-${round + 1}.json`) : undefined;
        try {
          const r = await runLighthouseCli(target.url, variant, file, saveTraces);
          (target.runs[variant] ??= []).push(r);
          log(
            `${variant} ${target.name} (${round + 1}/${runs}): ${r.performance}, TBT ${fmt(r.tbtMs)} ms, LCP ${fmt(r.lcpMs / 1000, 2)} s, primer pintado real ${r.observedPaintMs === undefined ? '?' : fmt(r.observedPaintMs / 1000, 2)} s, benchmarkIndex ${fmt(r.benchmarkIndex ?? 0)}`,
          );
        } catch (error) {
          log(`${variant} ${target.name}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
  }
  return result;
}

type Medians = { performance: number; accessibility: number; bestPractices: number; seo: number; tbtMs: number; lcpMs: number };

function medians(runs: readonly LighthouseResult[] | undefined): Medians | null {
  if (!runs?.length) return null;
  const m = (pick: (r: LighthouseResult) => number) => median(runs.map(pick));
  return {
    performance: m((r) => r.performance),
    accessibility: m((r) => r.accessibility),
    bestPractices: m((r) => r.bestPractices),
    seo: m((r) => r.seo),
    tbtMs: m((r) => r.tbtMs),
    lcpMs: m((r) => r.lcpMs),
  };
}

const short = (m: Medians) => `${fmt(m.performance)} / ${fmt(m.tbtMs)} / ${fmt(m.lcpMs / 1000, 2)}`;

/**
 * The table's Lighthouse lines: per page, the plain CLI's performance, TBT and LCP judged against
 * the bare page (decision 21), the other categories, each other variant's figures beside them (not
 * judged), and the machine's benchmarkIndex.
 */
export function lighthouseFigures(measured: SideBySide): Figure[] {
  const figures: Figure[] = [];
  const bare = medians(measured.bare.plain);
  for (const page of measured.pages) {
    const label = `Lighthouse móvil, ${page.name}`;
    const own = medians(page.runs.plain);
    if (!own || !bare) {
      figures.push({ figure: label, store: own ? 'medida' : 'sin medida', baseline: bare ? 'medida' : 'sin medida', ratio: '–', goal: 'medida', pass: false });
      continue;
    }
    const perf = performanceGoal(own.performance, bare.performance);
    const tbt = tbtGoal(own.tbtMs, bare.tbtMs);
    const lcp = lcpGoal(own.lcpMs);
    const others = `${fmt(own.accessibility)} / ${fmt(own.bestPractices)} / ${page.noindex ? `${fmt(own.seo)} (noindex)` : fmt(own.seo)}`;
    figures.push(
      {
        figure: `${label}: rendimiento`,
        store: fmt(own.performance),
        baseline: fmt(bare.performance),
        ratio: `${own.performance - bare.performance >= 0 ? '+' : ''}${fmt(own.performance - bare.performance)}`,
        goal: perf.goal,
        pass: perf.pass,
      },
      {
        figure: `${label}: TBT ms`,
        store: fmt(own.tbtMs),
        baseline: fmt(bare.tbtMs),
        ratio: fmt(own.tbtMs / Math.max(bare.tbtMs, 1), 2),
        goal: tbt.goal,
        pass: tbt.pass,
      },
      { figure: `${label}: LCP s`, store: fmt(own.lcpMs / 1000, 2), baseline: fmt(bare.lcpMs / 1000, 2), ratio: '–', goal: lcp.goal, pass: lcp.pass },
      {
        figure: `${label}: acc. / b. prácticas / SEO`,
        store: others,
        baseline: `${fmt(bare.accessibility)} / ${fmt(bare.bestPractices)} / ${fmt(bare.seo)}`,
        ratio: '–',
        goal: page.noindex ? '100 / 100 / –' : '100 / 100 / 100',
        pass: own.accessibility === 100 && own.bestPractices === 100 && (page.noindex || own.seo === 100),
      },
    );
    for (const variant of measured.variants.filter((v) => v === 'no-paint-holding')) {
      const v = medians(page.runs[variant]);
      const b = medians(measured.bare[variant]);
      if (v && b)
        figures.push({
          figure: `${label}, sin PaintHolding: rend. / TBT ms / LCP s`,
          store: short(v),
          baseline: short(b),
          ratio: `${v.performance - b.performance >= 0 ? '+' : ''}${fmt(v.performance - b.performance)}`,
          goal: 'se muestra',
          pass: true,
          info: true,
        });
    }
    const desktop = medians(page.runs.desktop);
    const bareDesktop = medians(measured.bare.desktop);
    if (desktop && bareDesktop) {
      figures.push({
        figure: `Lighthouse escritorio, ${page.name}: rendimiento`,
        store: fmt(desktop.performance),
        baseline: fmt(bareDesktop.performance),
        ratio: fmt(desktop.performance / bareDesktop.performance, 2),
        goal: '≥ 99',
        pass: desktop.performance >= 99,
      });
    }
  }
  const index = (runs: readonly LighthouseResult[]) => median(runs.map((r) => r.benchmarkIndex ?? Number.NaN).filter(Number.isFinite));
  const storeRuns = measured.pages.flatMap((p) => p.runs.plain ?? []);
  if (storeRuns.length && measured.bare.plain?.length) {
    figures.push({
      figure: 'Lighthouse: benchmarkIndex de la máquina (mediana)',
      store: fmt(index(storeRuns)),
      baseline: fmt(index(measured.bare.plain)),
      ratio: '–',
      goal: 'se muestra',
      pass: true,
      info: true,
    });
  }
  return figures;
}

const LEAN_MARKERS = Object.keys(FIRST_LOAD_MARKERS).join(', ');

/** First-load JS of each store page against the bare page's (decision 21: ≤ 1.15×), and the markers that must stay out of it. */
export async function firstLoadFigures(store: string, bare: string, pages: readonly (StorePage & { lean?: boolean })[]): Promise<Figure[]> {
  const base = await firstLoadJs(bare, '/');
  const figures: Figure[] = [];
  for (const page of pages) {
    const js = await firstLoadJs(store, page.path);
    const goal = firstLoadGoal(js.gzipBytes, base.gzipBytes);
    figures.push({
      figure: `JS de primera carga, ${page.name} (gzip KB)`,
      store: fmt(js.gzipBytes / 1024, 1),
      baseline: fmt(base.gzipBytes / 1024, 1),
      ratio: fmt(js.gzipBytes / base.gzipBytes, 2),
      goal: goal.goal,
      pass: goal.pass,
    });
    if (page.lean) {
      const absent = js.found.length === 0;
      figures.push({
        figure: `${page.name}: sin ${LEAN_MARKERS}`,
        store: absent ? 'ausentes' : `contiene ${js.found.join(', ')}`,
        baseline: '–',
        ratio: '–',
        goal: 'ausentes',
        pass: absent,
      });
    }
  }
  return figures;
}
