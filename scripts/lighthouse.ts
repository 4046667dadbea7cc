import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoProductPath, ensureMeasureBuild, withMeasuredStore } from './lib/store-build';
import { medianResult, runLighthouse, scoreTable, warmPage, type FormFactor, type LighthouseResult } from './lib/lighthouse';
import { DATA_DIR } from './lib/paths';
import { note } from './lib/progress';
import { BASELINE_DIR, type NextServerReady } from './bench/apps';

/*
 * npm run lighthouse [-- --runs=3 --desktop --no-build --baseline]
 * Lighthouse (mobile; with --desktop also desktop) against the production build of the store, in
 * Debian's Chromium, on the home page, a product page and the cart, served by the custom server
 * from its own embedded database with the demo catalogue. Prints the four category scores with
 * TBT, LCP and CLS (the median of --runs runs) and the audits that cost points; JSON reports go to
 * .data/reports/lighthouse/. --no-build serves the existing build even if sources changed. Fails
 * when a score of the home or product page is under 90 (issue #4). --baseline also measures the
 * bare Next page of bench/baseline (built by `npm run bench`) in the same run, interleaved with the
 * store's pages, so a low score can be told apart from the load of a shared machine.
 */
const MINIMUM = 90;
const args = new Set(process.argv.slice(2));
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 1);
const REPORT_DIR = path.join(DATA_DIR, 'reports', 'lighthouse');

/** The bare Next app of bench/baseline in its own process, as `npm run bench` serves it. */
async function startBaseline(): Promise<{ url: string; stop(): void }> {
  if (!fs.existsSync(path.join(BASELINE_DIR, '.next', 'BUILD_ID'))) throw new Error('bench/baseline no está compilado: `npm run bench -- --quick` lo compila.');
  const child = fork(path.join(__dirname, 'bench', 'next-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    cwd: BASELINE_DIR,
    env: { ...process.env, BENCH_APP: 'baseline', NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`El servidor de bench/baseline terminó (código ${code}).`)));
    child.on('message', (message: NextServerReady) => {
      if (message.type !== 'ready') return;
      child.removeAllListeners('exit');
      resolve({ url: message.url, stop: () => child.kill() });
    });
  });
}

async function main(): Promise<number> {
  await ensureMeasureBuild({ reuse: args.has('--no-build') });
  return withMeasuredStore({ instance: 'lighthouse-db', dbName: 'importa_lighthouse' }, async (base) => {
    const pages = ['/', await demoProductPath(), '/cart'];
    const baseline = args.has('--baseline') ? await startBaseline() : null;
    try {
      const urls = pages.map((page) => base + page);
      // The baseline goes between the store's pages so both see the same machine load.
      if (baseline) urls.splice(1, 0, `${baseline.url}/`);
      // Warm the server (catalogue index, first render of each route, optimised images) before anything is measured.
      for (const url of urls) await warmPage(url);
      const factors: FormFactor[] = args.has('--desktop') ? ['mobile', 'desktop'] : ['mobile'];
      const results: LighthouseResult[] = [];
      for (const formFactor of factors) {
        for (const url of urls) {
          const each: LighthouseResult[] = [];
          const isBaseline = baseline !== null && url.startsWith(baseline.url);
          for (let i = 0; i < runs; i++) each.push(await runLighthouse(url, formFactor, isBaseline ? undefined : REPORT_DIR));
          const result = isBaseline ? { ...medianResult(each), label: 'base (bench/baseline) /' } : medianResult(each);
          note(`${formFactor} ${result.label ?? new URL(url).pathname}: ${result.performance}/${result.accessibility}/${result.bestPractices}/${result.seo}`);
          results.push(result);
        }
      }
      const load = os.loadavg().map((x) => x.toFixed(1)).join(' / ');
      console.log(`\nLighthouse${runs > 1 ? ` (mediana de ${runs})` : ''} contra ${base}, carga media ${load}\n\n${scoreTable(results)}\n`);
      for (const r of results.filter((x) => x.failing.length)) console.log(`${r.formFactor} ${r.label ?? new URL(r.url).pathname}:\n  - ${r.failing.join('\n  - ')}`);
      console.log(`\nInformes JSON en ${path.relative(process.cwd(), REPORT_DIR)}/`);
      const required = results.filter((r) => r.formFactor === 'mobile' && !r.label && !r.url.endsWith('/cart'));
      const low = required.filter((r) => Math.min(r.performance, r.accessibility, r.bestPractices, r.seo) < MINIMUM);
      if (low.length) console.log(`\nPor debajo de ${MINIMUM}: ${low.map((r) => new URL(r.url).pathname).join(', ')}`);
      return low.length ? 1 : 0;
    } finally {
      baseline?.stop();
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
