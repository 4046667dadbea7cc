import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { catalogSnapshotFile, startDatabase } from '../../server/embedded-db';
import { applyDevelopmentSecrets } from '../../server/secrets';
import { note } from '../../server/progress';
import { ensureBaselineBuild } from '../bench/apps';
import { load } from '../bench/load';
import { BENCH_DB_INSTANCE, fmt, log, parseArgs, suiteOptions } from '../bench/options';
import { serveMeasured, type Served } from '../bench/processes';
import { prepareSuiteData } from '../bench/suite-data';
import { ensureBuild, MEASURE_DIST_DIR } from '../measured-store';

/*
 * npx tsx scripts/tools/measure/search-page.ts [--dist=.data/next-measure,.data/next-other] [--seconds=5] [--workers=2] [--small] [--no-build] [--save=dir]
 * What one distinct search page costs: its bytes (HTML and the RSC flight data alone, plain and
 * gzipped) and the throughput of distinct searches (the bench's 'Inicio, cada búsqueda distinta')
 * with one worker and with --workers, beside the bare dynamic page in the same run. Several builds
 * (--dist, comma-separated) are measured back to back, so a change can be compared with its parent
 * built into another folder. Records nothing; --save writes each build's HTML and flight data to dir.
 */

const args = parseArgs();
const options = { ...suiteOptions({ ...args, quick: 'true' }), seconds: Number(args.seconds ?? 5), warmUpSeconds: 2 };
const distDirs = (args.dist ?? MEASURE_DIST_DIR).split(',');
const workers = Number(args.workers ?? 2);
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** Bytes of one distinct search page: the HTML and the flight data a client navigation fetches, plain and gzipped. */
async function pageBytes(base: string, searchPath: string, distDir: string): Promise<string> {
  const html = Buffer.from(await (await fetch(base + searchPath, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
  const flight = Buffer.from(
    await (await fetch(base + searchPath.replace('maxPrice=', 'maxPrice=1'), { headers: { RSC: '1', 'accept-encoding': 'identity' } })).arrayBuffer(),
  );
  if (args.save) {
    // For reading what the page carries: the HTML and the flight data, one pair per build.
    const name = path.basename(distDir);
    fs.mkdirSync(args.save, { recursive: true });
    fs.writeFileSync(path.join(args.save, `${name}.html`), html);
    fs.writeFileSync(path.join(args.save, `${name}.rsc`), flight);
  }
  const kb = (n: number) => fmt(n / 1024, 1);
  return `HTML ${kb(html.length)} KB (gzip ${kb(gzipSync(html).length)} KB); flight ${kb(flight.length)} KB (gzip ${kb(gzipSync(flight).length)} KB)`;
}

async function measureBuild(distDir: string, bare: Served, categoryId: string): Promise<void> {
  process.env.NEXT_DIST_DIR = distDir;
  let distinct = 500_000_000;
  const searchPath = () => `/?searchPhrase=samsung&categoryId=${categoryId}&maxPrice=${++distinct}`;
  for (const count of [1, workers]) {
    const store = await serveMeasured('store', { ...process.env, BENCH_WORKERS: String(count) });
    try {
      for (let i = 0; i < 10; i++) await fetch(store.url + searchPath()).then((r) => r.arrayBuffer());
      if (count === 1) log(`${distDir}: ${await pageBytes(store.url, searchPath(), distDir)}`);
      const measured = await load(store.url, options, { pathOf: searchPath });
      const base = await load(bare.url + '/dynamic', options);
      log(
        `${distDir}, ${count} proceso(s): ${fmt(measured.reqPerSec)} req/s (p99 ${measured.p99} ms${measured.errors ? `, ${measured.errors} errores` : ''}); ` +
          `base ${fmt(base.reqPerSec)} req/s; razón ${fmt(measured.reqPerSec / base.reqPerSec, 2)}; carga ${loadAverage()}`,
      );
    } finally {
      await store.stop();
    }
  }
}

async function main(): Promise<void> {
  if (args['no-build'] !== 'true') for (const dir of distDirs) await ensureBuild({ distDir: dir });
  ensureBaselineBuild();
  const database = await startDatabase({ instance: BENCH_DB_INSTANCE, dbName: options.dbName });
  Object.assign(process.env, { MONGODB_URI: database.uri, DATABASE_KIND: database.kind, SMTP_URL: '' });
  const snapshot = catalogSnapshotFile(BENCH_DB_INSTANCE, options.dbName, database.kind);
  if (snapshot) process.env.CATALOG_SNAPSHOT_FILE = snapshot;
  applyDevelopmentSecrets();
  try {
    const ids = await prepareSuiteData(options);
    const bare = await serveMeasured('baseline', process.env);
    try {
      await fetch(bare.url + '/dynamic').then((r) => r.arrayBuffer());
      for (const dir of distDirs) await measureBuild(dir, bare, ids.categoryId);
    } finally {
      await bare.stop();
    }
  } finally {
    await database.stop();
  }
  note('hecho');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
