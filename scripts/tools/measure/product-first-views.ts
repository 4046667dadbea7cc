import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { startDatabase } from '../../server/embedded-db';
import { freePort } from '../../server/net';
import { DATA_DIR } from '../../server/paths';
import { note } from '../../server/progress';
import { applyDevelopmentSecrets } from '../../server/secrets';
import { ensureBuild, MEASURE_DIST_DIR } from '../measured-store';

/*
 * npx tsx scripts/tools/measure/product-first-views.ts [--dist=.data/next-before] [--pages=200] [--products=2000] [--profile=file.cpuprofile]
 * What a product page costs when nothing kept serves it (its first view): one store process (one
 * worker of `npm start`) with the measuring build, or the build folder --dist names as it is (an
 * older commit's, to compare back to back), on its own embedded database with the bench's small
 * catalogue; it asks for --pages distinct product pages one after the other. Prints the CPU per
 * page of the store process (the requests' client runs in it too) and of the database process,
 * the requests per second and latencies (one at a time), the database round trips of a page (the
 * mongoose calls of five more, background jobs left out), and the mean HTML and payload (RSC)
 * bytes of the measured pages. --profile writes the store's CPU profile of the measured requests.
 */
const INSTANCE = 'first-views-db';
const WARM_PAGES = 20;
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const pages = Number(arg('pages') ?? 200);
const products = Number(arg('products') ?? 2_000);

/** Collections the store's background jobs read and write while it serves (lib/cluster/jobs.ts), no part of a page. */
const BACKGROUND = /^(sellerdays|sellerdayschecks|orders|jobturns)\./;

async function main(): Promise<void> {
  const distDir = arg('dist');
  if (distDir) Object.assign(process.env, { NODE_ENV: 'production', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' });
  else await ensureBuild({ distDir: MEASURE_DIST_DIR });
  const db = await startDatabase({ instance: INSTANCE, dbName: 'importa_first_views' });
  Object.assign(process.env, { MONGODB_URI: db.uri, DATABASE_KIND: db.kind });
  applyDevelopmentSecrets();
  try {
    const { connectDb } = await import('../../../lib/db');
    await connectDb();
    const { ensureBenchCatalogue } = await import('../bench/seed');
    await ensureBenchCatalogue(products, note);
    const { Product } = await import('../../../models/Product');
    const ids = (
      await Product.find({ deleted: false }, { _id: 1 })
        .sort({ _id: 1 })
        .limit(WARM_PAGES + pages + 5)
        .lean()
    ).map((p) => String(p._id));
    const port = await freePort();
    const { startServer } = await import('../../server/server');
    const server = await startServer({ port, hostname: '127.0.0.1' });
    try {
      const { warmCatalog } = await import('../../../lib/catalog/reader');
      await warmCatalog();
      await measure(`http://127.0.0.1:${port}`, ids, db.kind === 'ferretdb' ? databaseCpuMs : () => 0);
    } finally {
      await server.close();
    }
  } finally {
    await db.stop();
  }
}

/** CPU milliseconds the embedded database's process has used (scripts/server/embedded-db.ts writes its pid). */
function databaseCpuMs(): number {
  const pid = fs.readFileSync(path.join(DATA_DIR, INSTANCE, 'server.pid'), 'utf8').trim();
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
}

async function measure(base: string, ids: string[], databaseCpu: () => number): Promise<void> {
  const page = async (id: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${base}/products/detail/${id}`, { headers: { 'accept-encoding': 'identity', ...headers } });
    const body = Buffer.from(await answer.arrayBuffer());
    if (answer.status !== 200) throw new Error(`/products/detail/${id}: ${answer.status}`);
    return body.length;
  };
  for (const id of ids.slice(0, WARM_PAGES)) await page(id);
  const measured = ids.slice(WARM_PAGES, WARM_PAGES + pages);

  const profiler = new inspector.Session();
  const profile = arg('profile');
  if (profile) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const databaseBefore = databaseCpu();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const latencies: number[] = [];
  let htmlBytes = 0;
  for (const id of measured) {
    const sent = performance.now();
    htmlBytes += await page(id);
    latencies.push(performance.now() - sent);
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const databaseMs = databaseCpu() - databaseBefore;
  if (profile) fs.writeFileSync(profile, JSON.stringify((await profiler.post('Profiler.stop')).profile));
  profiler.disconnect();

  // The measured pages are kept now: their payloads are answered from the copy, and are the same bytes.
  let payloadBytes = 0;
  for (const id of measured) payloadBytes += await page(id, { rsc: '1' });
  const trips: string[][] = [];
  for (const id of ids.slice(WARM_PAGES + pages)) {
    const calls: string[] = [];
    mongoose.set('debug', (collection: string, method: string) => void calls.push(`${collection}.${method}`));
    await page(id);
    mongoose.set('debug', false);
    trips.push(calls.filter((call) => !BACKGROUND.test(call)));
  }
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))].toFixed(0);
  const perPage = (total: number) => (total / measured.length).toFixed(1);
  console.log(
    [
      `${measured.length} first views of distinct product pages, one at a time (${process.env.NEXT_DIST_DIR}):`,
      `  store process CPU ${perPage((cpu.user + cpu.system) / 1000)} ms a page; database process CPU ${perPage(databaseMs)} ms a page`,
      `  ${(measured.length / seconds).toFixed(1)} pages/s; p50 ${at(0.5)} ms, p90 ${at(0.9)} ms`,
      `  round trips a page: ${trips.map((calls) => calls.length).join(', ')} (${trips[0].join(', ')})`,
      `  mean HTML ${perPage(htmlBytes / 1024)} KB, mean payload ${perPage(payloadBytes / 1024)} KB`,
      `  load average ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
    ].join('\n'),
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
