import path from 'node:path';
import { DATA_DIR, ROOT } from '../../server/paths';

/** `--name=value` and `--flag` arguments (a flag reads 'true'). */
export function parseArgs(argv: readonly string[] = process.argv.slice(2)): Record<string, string> {
  return Object.fromEntries(argv.map((arg) => arg.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? 'true']));
}

/** Where the benchmark writes its tables (generated sections, between markers). */
export const PERFORMANCE_DOC = path.join(ROOT, 'docs', 'PERFORMANCE.md');

/** The embedded database instance every benchmark runs on (.data/bench-db). */
export const BENCH_DB_INSTANCE = 'bench-db';

export type SuiteOptions = ReturnType<typeof suiteOptions>;

/** `npm run bench`'s command line (see suite.ts), with what follows from it. */
export function suiteOptions(args: Record<string, string> = parseArgs()) {
  const quick = args.quick === 'true';
  const onlyOperations = args.only === 'operations';
  // A quick check of the operations alone runs on the small dataset (seeded in under a minute).
  const small = args.small === 'true' || (onlyOperations && quick);
  return {
    quick,
    rounds: Number(args.rounds ?? (quick ? 1 : 3)),
    seconds: Number(args.seconds ?? (quick ? 3 : 10)),
    warmUpSeconds: quick ? 1 : 3,
    connections: 50,
    lighthouseRuns: quick ? 1 : 3,
    lighthouse: args['no-lighthouse'] !== 'true',
    reuseBuild: args['no-build'] === 'true',
    onlyOperations,
    onlyThroughput: args.only === 'throughput',
    /** The scaling table alone (scaling.ts), without the throughput table before it. */
    onlyScaling: args.only === 'scaling',
    /** Which of the scaling table's loads to measure (`--loads=mix,searches`); all by default. */
    scalingLoads: args.loads ? args.loads.split(',') : null,
    small,
    dataset: small ? { products: 2_000, users: 300, orders: 1_000 } : { products: 100_000, users: 10_000, orders: 50_000 },
    dbName: small ? 'importa_bench_small' : 'importa_bench',
    operationCalls: Number(args.calls ?? (quick ? 5 : 20)),
    operationRows: args.rows ? args.rows.split(',') : null,
    mailDir: path.join(DATA_DIR, 'bench-mail'),
  };
}

export const log = (line: string) => console.log(line);
export const fmt = (n: number, digits = 0) => n.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits });
