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
import { cpuSeconds, serveMeasured, untilSettled, type Served } from '../bench/processes';
import { profiledWhile, summariseProfile } from '../bench/profiling';
import { prepareSuiteData } from '../bench/suite-data';
import { ensureBuild, MEASURE_DIST_DIR } from '../measured-store';

/*
 * npx tsx scripts/tools/measure/search-page.ts [--dist=.data/next-measure,.data/next-other] [--seconds=5] [--workers=2] [--small] [--no-build] [--save=dir]
 *   [--rounds=1] [--connections=50] [--profile=dir] [--interleave=8] [--phrase=samsung] [--path=/legalinformation]
 * What one distinct search page costs: its bytes (HTML and the RSC flight data alone, plain and
 * gzipped) and the throughput of distinct searches (the bench's 'Inicio, cada búsqueda distinta')
 * with one worker and with --workers, beside the bare dynamic page in the same run, and the CPU time the
 * server's processes spent per page meanwhile (steadier than req/s on a shared machine). Several builds
 * (--dist, comma-separated) are measured back to back, so a change can be compared with its parent
 * built into another folder, --rounds times in turn. Records nothing; --save writes each build's HTML and flight data to dir;
 * --profile writes a V8 CPU profile of the one-worker store over its measured seconds to dir (one per build and round)
 * and prints where its busy time went. --interleave=N serves every build at once (one worker each) and measures them
 * in turn N times, --seconds each, with the bare page after each turn, and prints the median and the spread of each: on a
 * machine others load, minute to minute, the one-after-the-other runs above compare the load, not the builds.
 */

const args = parseArgs();
const options = {
  ...suiteOptions({ ...args, quick: 'true' }),
  seconds: Number(args.seconds ?? 5),
  warmUpSeconds: 2,
  connections: Number(args.connections ?? 50),
  rounds: Number(args.rounds ?? 1),
};
const distDirs = (args.dist ?? MEASURE_DIST_DIR).split(',');
/** The searched word (a word nobody sells measures the page around an empty list). */
const phrase = encodeURIComponent(args.phrase ?? 'samsung');

/**
 * The path of the `n`th request: a search, or --path (another page, with a query no other request
 * has, so nothing kept answers it).
 */
function distinctPath(categoryId: string, n: number): string {
  if (args.path) return `${args.path}${args.path.includes('?') ? '&' : '?'}n=${n}`;
  return `/?searchPhrase=${phrase}&categoryId=${categoryId}&maxPrice=${n}`;
}
/** The worker counts measured: one, and --workers (none more with --workers=1). */
const workerCounts = [...new Set([1, Number(args.workers ?? 2)])];
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

type Measured = { reqPerSec: number; p99: number; errors: number; cpuMsPerPage: number };

/**
 * The bench's load on `base` (each request's path from `pathOf`, else `fixedPath`), with the CPU time the
 * server's processes used per answer over the measured seconds (steadier than req/s on a shared machine,
 * where other work takes the cores), under the profiler when `profile` names its file.
 */
async function measuredLoad(
  server: Served,
  { pathOf, fixedPath = '/', profile }: { pathOf?: () => string; fixedPath?: string; profile?: string },
): Promise<Measured> {
  let used = 0;
  const result = await load(server.url + fixedPath, options, {
    pathOf,
    around: async (run) => {
      const before = cpuSeconds(server.child.pid!);
      const measured = await (profile ? profiledWhile(server.child, profile, run) : run());
      used = cpuSeconds(server.child.pid!) - before;
      return measured;
    },
  });
  return { reqPerSec: result.reqPerSec, p99: result.p99, errors: result.errors, cpuMsPerPage: (used * 1000) / Math.max(result.requests, 1) };
}

/**
 * The store served with `env`, left to finish its start-up (the catalogue, the first jobs: 20-30 s of
 * CPU the first measured seconds would count against it), then warmed with ten pages.
 */
async function servedAndWarm(env: NodeJS.ProcessEnv, pathOf: () => string): Promise<Served> {
  const store = await serveMeasured('store', env);
  try {
    await untilSettled(store);
    for (let i = 0; i < 10; i++) await fetch(store.url + pathOf()).then((r) => r.arrayBuffer());
    return store;
  } catch (error) {
    await store.stop();
    throw error;
  }
}

async function measureBuild(distDir: string, bare: Served, categoryId: string, round: number): Promise<void> {
  process.env.NEXT_DIST_DIR = distDir;
  let distinct = 500_000_000;
  const searchPath = () => distinctPath(categoryId, ++distinct);
  for (const count of workerCounts) {
    const store = await servedAndWarm({ ...process.env, BENCH_WORKERS: String(count) }, searchPath);
    try {
      if (count === 1) log(`${distDir}: ${await pageBytes(store.url, searchPath(), distDir)}`);
      const profile = args.profile && count === 1 ? path.resolve(args.profile, `${path.basename(distDir)}-${round + 1}.cpuprofile`) : undefined;
      const measured = await measuredLoad(store, { pathOf: searchPath, profile });
      const base = await measuredLoad(bare, { fixedPath: '/dynamic' });
      log(
        `${distDir}, ${count} proceso(s): ${fmt(measured.reqPerSec)} req/s (p99 ${measured.p99} ms${measured.errors ? `, ${measured.errors} errores` : ''}), ` +
          `${fmt(measured.cpuMsPerPage, 1)} ms de CPU por página; base ${fmt(base.reqPerSec)} req/s, ${fmt(base.cpuMsPerPage, 1)} ms de CPU; ` +
          `razón ${fmt(measured.reqPerSec / base.reqPerSec, 2)} (CPU ${fmt(base.cpuMsPerPage / measured.cpuMsPerPage, 2)}); carga ${loadAverage()}`,
      );
      if (profile) log(`${profile}:\n${summariseProfile(profile)}`);
    } finally {
      await store.stop();
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values: number[], digits = 1) => `${fmt(Math.min(...values), digits)}–${fmt(Math.max(...values), digits)}`;

/** --interleave: every build served at once with one worker, measured in turn `turns` times beside the bare page. */
async function measureInterleaved(bare: Served, categoryId: string, turns: number): Promise<void> {
  let distinct = 700_000_000;
  const searchPath = () => distinctPath(categoryId, ++distinct);
  const stores: Served[] = [];
  try {
    for (const distDir of distDirs) {
      stores.push(await servedAndWarm({ ...process.env, NEXT_DIST_DIR: distDir, BENCH_WORKERS: '1' }, searchPath));
    }
    const measured = distDirs.map(() => [] as Measured[]);
    const bareMeasured: Measured[] = [];
    for (let turn = 0; turn < turns; turn++) {
      for (const [i, store] of stores.entries()) measured[i].push(await measuredLoad(store, { pathOf: searchPath }));
      bareMeasured.push(await measuredLoad(bare, { fixedPath: '/dynamic' }));
      note(`turno ${turn + 1} de ${turns}; carga ${loadAverage()}`);
    }
    const summary = (runs: Measured[]) => {
      const cpu = runs.map((r) => r.cpuMsPerPage);
      const rps = runs.map((r) => r.reqPerSec);
      return `mediana ${fmt(median(cpu), 1)} ms de CPU por página (${spread(cpu)}), ${fmt(median(rps))} req/s (${spread(rps)})`;
    };
    for (const [i, distDir] of distDirs.entries()) {
      // Each turn's CPU beside the first build's in the same turn: the load both met is nearly the same.
      const ratios = measured[i].map((run, turn) => run.cpuMsPerPage / measured[0][turn].cpuMsPerPage);
      const paired = i === 0 ? '' : `; CPU por página ÷ ${distDirs[0]} del mismo turno: mediana ${fmt(median(ratios), 2)} (${spread(ratios, 2)})`;
      log(`${distDir}, 1 proceso, ${turns} turnos intercalados: ${summary(measured[i])}${paired}`);
    }
    log(`página base, ${turns} turnos: ${summary(bareMeasured)}; carga ${loadAverage()}`);
  } finally {
    for (const store of stores) await store.stop();
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
      if (args.interleave) await measureInterleaved(bare, ids.categoryId, Number(args.interleave));
      else for (let round = 0; round < options.rounds; round++) for (const dir of distDirs) await measureBuild(dir, bare, ids.categoryId, round);
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
