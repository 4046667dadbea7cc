import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { runFerretDbPatchTests } from './ferretdb-tests';
import { DATA_DIR, ROOT } from '../../server/paths';
import { step } from '../../server/progress';

/*
 * `npm test`: typecheck, lint, format (prettier --check; `npm run format` writes it), unit tests, the FerretDB fork's Go tests, integration tests against the real embedded database,
 * then end-to-end tests in Chromium against the built store. Stops at the first failing stage and
 * ends with one plain line 'N passed, N failed' summing every test that ran.
 */
const REPORTS = path.join(DATA_DIR, 'reports');
fs.rmSync(REPORTS, { recursive: true, force: true });
fs.mkdirSync(REPORTS, { recursive: true });

type Counts = { passed: number; failed: number; skipped: number };
const total: Counts = { passed: 0, failed: 0, skipped: 0 };

function run(command: string, args: string[]): boolean {
  const bin = path.join(ROOT, 'node_modules', '.bin', command);
  return spawnSync(bin, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } }).status === 0;
}

function addJestCounts(file: string): void {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number };
  total.passed += report.numPassedTests;
  total.failed += report.numFailedTests;
  total.skipped += report.numPendingTests;
}

function addPlaywrightCounts(file: string): void {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  total.passed += report.stats.expected + report.stats.flaky;
  total.failed += report.stats.unexpected;
  total.skipped += report.stats.skipped;
}

function finish(ok: boolean): never {
  const skipped = total.skipped ? `, ${total.skipped} skipped` : '';
  console.log(`\n${total.passed} passed, ${total.failed} failed${skipped}`);
  process.exit(ok && total.failed === 0 ? 0 : 1);
}

const stages: { title: string; run: () => boolean }[] = [
  { title: 'Comprobando tipos (tsc)', run: () => run('tsc', ['--noEmit']) },
  {
    title: 'Revisando el estilo (eslint)',
    run: () => run('eslint', ['.', '--max-warnings=0', '--cache', '--cache-location', path.join(DATA_DIR, 'eslint-cache')]),
  },
  { title: 'Revisando el formato (prettier)', run: () => run('prettier', ['--check', '.', '--log-level=warn']) },
  {
    title: 'Pruebas unitarias (jest)',
    run: () => {
      const out = path.join(REPORTS, 'unit.json');
      const ok = run('jest', ['--selectProjects', 'unit', '--json', `--outputFile=${out}`]);
      addJestCounts(out);
      return ok;
    },
  },
  {
    title: 'Pruebas del parche de FerretDB (go test)',
    run: () => {
      const counts = runFerretDbPatchTests();
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
      return counts.ok;
    },
  },
  {
    title: 'Pruebas de integración con la base de datos real (jest)',
    run: () => {
      const out = path.join(REPORTS, 'integration.json');
      const ok = run('jest', ['--selectProjects', 'integration', '--runInBand', '--json', `--outputFile=${out}`]);
      addJestCounts(out);
      return ok;
    },
  },
  {
    title: 'Pruebas de extremo a extremo en Chromium (Playwright)',
    run: () => {
      const ok = run('tsx', [path.join('scripts', 'test-support', 'runners', 'e2e.ts')]);
      addPlaywrightCounts(path.join(REPORTS, 'e2e.json'));
      return ok;
    },
  },
];

stages.forEach((stage, index) => {
  const progress = step(index + 1, stages.length, stage.title);
  if (!stage.run()) {
    console.error(`\n[${index + 1}/${stages.length}] ${stage.title}: FALLÓ (vea la salida arriba).`);
    finish(false);
  }
  progress.done();
});
finish(true);
