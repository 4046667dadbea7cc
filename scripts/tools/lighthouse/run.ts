import os from 'node:os';
import path from 'node:path';
import { demoProductPath, ensureMeasureBuild, withMeasuredStore } from '../measured-store';
import { warmPage } from './cli';
import { firstLoadFigures, lighthouseFigures, measureSideBySide, type StorePage } from './side-by-side';
import { DATA_DIR } from '../../server/paths';
import { note } from '../../server/progress';
import { ensureBaselineBuild } from '../bench/apps';
import { forkNextApp } from '../bench/processes';
import { figureTable } from '../bench/report';

/*
 * npm run lighthouse [-- --runs=3 --no-build --no-paint-holding-variant --traces]
 * Decision 21's phone figures alone, without the hour of `npm run bench`: the store's production
 * build on its own database with the demo catalogue, and the bare Next page of scripts/tools/bench/baseline
 * (built here when needed), served side by side. The plain `lighthouse` CLI with its default flags
 * (mobile) runs on the bare page, the home, a product page and the cart, alternating, --runs
 * rounds (default 3), and again with paint holding off unless --no-paint-holding-variant. Prints
 * the side-by-side table (medians, judged against the bare page), the machine's benchmarkIndex
 * and load average, and the audits that cost points; JSON reports go to .data/reports/lighthouse/.
 * Exits 1 when a goal fails. --no-build serves the existing build even if sources changed; --traces
 * keeps each run's trace beside its report (Lighthouse's --save-assets).
 */
const args = new Set(process.argv.slice(2));
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 3);
const REPORT_DIR = path.join(DATA_DIR, 'reports', 'lighthouse');

/** The bare Next app of scripts/tools/bench/baseline in its own process, as `npm run bench` serves it. */
async function startBaseline(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = forkNextApp('baseline', process.env);
  const { url } = await server.ready;
  return { url, stop: server.stop };
}

const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' / ');

async function main(): Promise<number> {
  await ensureMeasureBuild({ reuse: args.has('--no-build') });
  ensureBaselineBuild();
  return withMeasuredStore({ instance: 'lighthouse-db', dbName: 'importa_lighthouse' }, async (store) => {
    const pages: StorePage[] = [
      { name: 'Inicio', path: '/' },
      { name: 'Producto', path: await demoProductPath() },
      { name: 'Carrito', path: '/cart', noindex: true },
    ];
    const baseline = await startBaseline();
    try {
      // Warm the server (catalogue index, first render of each route, optimised images) before anything is measured.
      for (const url of [`${baseline.url}/`, ...pages.map((p) => store + p.path)]) await warmPage(url);
      const loadBefore = loadAverage();
      const measured = await measureSideBySide({
        store,
        bare: baseline.url,
        pages,
        runs,
        reportDir: REPORT_DIR,
        saveTraces: args.has('--traces'),
        log: note,
        variants: args.has('--no-paint-holding-variant') ? ['plain'] : ['plain', 'no-paint-holding'],
      });
      const figures = [...lighthouseFigures(measured), ...(await firstLoadFigures(store, baseline.url, pages))];
      console.log(
        `\nLighthouse ${runs > 1 ? `(mediana de ${runs}) ` : ''}contra la página base, ${store} y ${baseline.url}; carga media ${loadBefore} al empezar, ${loadAverage()} al acabar\n\n${figureTable(figures)}\n`,
      );
      for (const page of measured.pages) {
        const failing = [...new Set((page.runs.plain ?? []).flatMap((r) => r.failing))].filter((f) => !f.endsWith('(sin peso)'));
        if (failing.length) console.log(`${page.name}:\n  - ${failing.join('\n  - ')}`);
      }
      console.log(`\nInformes JSON en ${path.relative(process.cwd(), REPORT_DIR)}/`);
      return figures.every((f) => f.pass) ? 0 : 1;
    } finally {
      await baseline.stop();
    }
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
