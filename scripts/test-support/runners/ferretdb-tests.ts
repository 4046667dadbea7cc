import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureFerretDbSource, FERRETDB_OVERLAY, ferretDbOverlayFiles, goEnv, which } from '../../server/ferretdb/build';

/** The packages the patch changes; their upstream tests run too, so the patch cannot break them unseen. */
const PACKAGES = ['./internal/backends/sqlite/...', './internal/handler/', './internal/handler/sjson/', './internal/types/'];

type GoTestEvent = { Action: string; Package?: string; Test?: string; Output?: string };
export type GoTestCounts = { ok: boolean; passed: number; failed: number; skipped: number };

/**
 * Checks the fork's own Go files (`gofmt -l`, `go vet` on their packages), then runs the Go tests of
 * the fork (and of the packages it touches) in the patched source, and prints what failed. A
 * finding of gofmt or vet fails the stage like a failed test. Without Go there is no FerretDB to
 * test: the stage says so.
 */
export function runFerretDbPatchTests(): GoTestCounts {
  if (!which('go')) {
    console.log('Go no está instalado: la base incorporada no es FerretDB y su parche no se prueba.');
    return { ok: true, passed: 0, failed: 0, skipped: 0 };
  }
  const source = ensureFerretDbSource();
  const lintFindings = lintOverlay(source);
  const run = spawnSync('go', ['test', '-json', '-count=1', ...PACKAGES], { cwd: source, env: goEnv(), encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  const counts: GoTestCounts = { ok: run.status === 0 && lintFindings === 0, passed: 0, failed: lintFindings, skipped: 0 };
  const output = new Map<string, string[]>();
  for (const line of run.stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    const event = JSON.parse(line) as GoTestEvent;
    const key = `${event.Package} ${event.Test ?? ''}`;
    if (event.Action === 'output' && event.Output && !event.Output.includes('DEBUG')) output.set(key, [...(output.get(key) ?? []), event.Output]);
    if (!event.Test) {
      if (event.Action === 'pass' || event.Action === 'fail') console.log(`${event.Action === 'pass' ? 'ok  ' : 'FAIL'} ${event.Package}`);
      continue;
    }
    if (event.Action === 'pass') counts.passed++;
    if (event.Action === 'skip') counts.skipped++;
    if (event.Action === 'fail') {
      counts.failed++;
      process.stdout.write(`--- FAIL: ${event.Test}\n${(output.get(key) ?? []).join('')}`);
    }
  }
  if (run.stderr.trim()) process.stderr.write(run.stderr);
  console.log(`go test: ${counts.passed} pasaron, ${counts.failed} fallaron, ${counts.skipped} omitidas`);
  return counts;
}

/** Prints what gofmt and go vet find in the overlay's files and packages; returns how many checks failed. */
function lintOverlay(source: string): number {
  let failed = 0;
  const unformatted = spawnSync('gofmt', ['-l', FERRETDB_OVERLAY], { encoding: 'utf8' });
  if (unformatted.status !== 0 || unformatted.stdout.trim()) {
    failed++;
    console.log(`FAIL gofmt -l (corrija con gofmt -w):\n${unformatted.stdout}${unformatted.stderr}`);
  } else console.log('ok   gofmt -l scripts/server/ferretdb/overlay');
  const packages = [...new Set(ferretDbOverlayFiles().map((file) => `./${path.dirname(file)}`))];
  const vet = spawnSync('go', ['vet', ...packages], { cwd: source, env: goEnv(), encoding: 'utf8' });
  if (vet.status !== 0) {
    failed++;
    console.log(`FAIL go vet ${packages.join(' ')}\n${vet.stdout}${vet.stderr}`);
  } else console.log(`ok   go vet ${packages.join(' ')}`);
  return failed;
}
