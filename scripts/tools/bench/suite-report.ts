import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { distDir } from '../../server/paths';
import { fmt, type SuiteOptions } from './options';
import { figureMarkdown, type Figure } from './report';

/* The suite's sections of docs/PERFORMANCE.md (English, like the other docs; figure names as printed). */

export const databaseName = (kind: string) => (kind === 'ferretdb' ? 'FerretDB v1.24.2 (SQLite)' : kind);

export const datasetText = ({ dataset }: Pick<SuiteOptions, 'dataset'>) =>
  `${dataset.products.toLocaleString('en')} products, ${dataset.users.toLocaleString('en')} users, ${dataset.orders.toLocaleString('en')} orders`;

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

/** A resident-memory row: the peak against its limit. */
export function memoryFigure(figure: string, peakMb: number, limitMb: number, baseline = '–'): Figure {
  return { figure, store: String(peakMb), baseline, ratio: '–', goal: `< ${limitMb}`, pass: peakMb < limitMb };
}

/** The section of the suite against the baseline: how it was measured, then the table. */
export function suiteMarkdown(figures: readonly Figure[], options: SuiteOptions, databaseKind: string, started: Date): string {
  const cpu = os.cpus();
  const mode = options.quick ? 'quick run (`--quick`: one round, 3 s, one mobile Lighthouse run)' : `${options.rounds} rounds`;
  const stats = routeBundleStats();
  const notes = [
    `Dataset: ${datasetText(options)} on ${databaseName(databaseKind)}.`,
    "Baseline: scripts/tools/bench/baseline, a bare Next.js app (static page, forced-dynamic page of 15 items, JSON route of 15 items) behind the same node:http custom server with Next's gzip; built with webpack because Turbopack, whose root is the repository, compiled the store's proxy.ts (since replaced by rewrites) into it.",
    `Lighthouse: the plain \`lighthouse\` CLI with its default flags (mobile) on the bare page and each store page, alternating, median of ${options.lighthouseRuns}${options.quick ? '' : '; beside it the same with paint holding off (not judged) and the desktop preset'}; the goals are judged against the bare page of the same run (decision 21).`,
    `First-load JS is every script the server-rendered HTML references, gzipped. Next's own uncompressed count (route-bundle-stats.json) for the store: ${
      stats
        ? Object.entries(stats)
            .map(([route, bytes]) => `${route} ${fmt(bytes / 1024)} KB`)
            .join(', ')
        : 'not written by this build'
    }.`,
  ];
  return [
    `### Suite against the baseline: ${started.toISOString().slice(0, 10)}`,
    '',
    `- Measured ${started.toISOString().replace('T', ' ').slice(0, 16)} UTC by \`npm run bench\`, ${mode}; autocannon ${options.connections} connections, ${options.warmUpSeconds} s warm-up, ${options.seconds} s measured.`,
    `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 1e9)} GB, Node ${process.version}, load average ${loadAverage()} at the end.`,
    ...notes.map((n) => `- ${n}`),
    '',
    ...figureMarkdown(figures),
  ].join('\n');
}

/** The scaling section: one worker against `workers`, and the bare page. */
export function scalingMarkdown(figures: readonly Figure[], workers: number, options: SuiteOptions, started: Date): string {
  const mode = options.quick ? 'quick run (`--quick`)' : `${options.seconds} s measured after ${options.warmUpSeconds} s of warm-up`;
  return [
    `### Scaling: one worker and ${workers}, ${started.toISOString().slice(0, 10)}`,
    '',
    `- Measured by \`npm run bench\`, ${mode}; autocannon ${options.connections} connections; ${os.cpus().length} cores, load average ${loadAverage()} at the end.`,
    "- Each load on the store with one worker, then with several (scripts/server/cluster-primary.ts), then on the bare page with one process and with as many (node:cluster, the same way): the bare page's gain is what this machine and its load generator allow any Next.js app. The mix places orders at a steady rate meanwhile (scripts/tools/bench/scaling.ts).",
    '',
    ...figureMarkdown(figures),
  ].join('\n');
}

/** Next's own count, when the build wrote it (.next/diagnostics/route-bundle-stats.json), for the notes. */
function routeBundleStats(): Record<string, number> | null {
  const file = path.join(distDir(), 'diagnostics', 'route-bundle-stats.json');
  if (!fs.existsSync(file)) return null;
  const rows = JSON.parse(fs.readFileSync(file, 'utf8')) as { route: string; firstLoadUncompressedJsBytes: number }[];
  return Object.fromEntries(
    rows.filter((r) => ['/', '/products/detail/[id]', '/cart'].includes(r.route)).map((r) => [r.route, r.firstLoadUncompressedJsBytes]),
  );
}
