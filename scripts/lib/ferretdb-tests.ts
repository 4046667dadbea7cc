import { spawnSync } from 'node:child_process';
import { ensureFerretDbSource, goEnv, which } from './tools';

/** The packages the patch changes; their upstream tests run too, so the patch cannot break them unseen. */
const PACKAGES = ['./internal/backends/sqlite/...', './internal/handler/', './internal/handler/sjson/', './internal/types/'];

type GoTestEvent = { Action: string; Package?: string; Test?: string; Output?: string };
export type GoTestCounts = { ok: boolean; passed: number; failed: number; skipped: number };

/**
 * Runs the Go tests of the project's FerretDB patch (and of the packages it touches) in the patched
 * source, and prints what failed. Without Go there is no FerretDB to test: the stage says so.
 */
export function runFerretDbPatchTests(): GoTestCounts {
  if (!which('go')) {
    console.log('Go no está instalado: la base incorporada no es FerretDB y su parche no se prueba.');
    return { ok: true, passed: 0, failed: 0, skipped: 0 };
  }
  const source = ensureFerretDbSource();
  const run = spawnSync('go', ['test', '-json', '-count=1', ...PACKAGES], { cwd: source, env: goEnv(), encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  const counts: GoTestCounts = { ok: run.status === 0, passed: 0, failed: 0, skipped: 0 };
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
