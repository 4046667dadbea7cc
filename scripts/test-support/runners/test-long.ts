import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR, ROOT } from '../../server/paths';
import { note, step } from '../../server/progress';
import { readFigures } from '../figures';

/*
 * `npm run test:long`: the security, abuse and fault suite in full (decision 8): 1,000 race trials,
 * 200 kills at random moments, the full fuzz. It runs the integration suite and the end-to-end
 * security specs with IMPORTA_TEST_SCALE=long (scripts/test-support/figures.ts), then prints the
 * headline figures every test recorded, and keeps them in .data/reports/long-run.json.
 * `npm test` runs the same tests in their bounded form. Takes hours on 2 cores.
 * Paths narrow the run: `npm run test:long -- lib/orders/concurrency.int.test.ts e2e/security/fuzz.spec.ts`.
 */

const REPORTS = path.join(DATA_DIR, 'reports');
const FIGURES_DIR = path.join(REPORTS, `figures-long-${Date.now()}`);

/** The headline figures first, in this order (the rest follow alphabetically); the second item says what must be true. */
const HEADLINES: [string, string][] = [
  ['celdas de acceso comprobadas', ''],
  ['entradas malformadas probadas', ''],
  ['entradas malformadas aceptadas', 'debe ser 0'],
  ['respuestas 5xx', 'debe ser 0'],
  ['unidades sobrevendidas', 'debe ser 0'],
  ['sobreventas del control', 'debe ser > 0 en FerretDB'],
  ['dobles gastos', 'debe ser 0'],
  ['códigos adivinados con éxito', 'debe ser 0'],
  ['webhooks aceptados indebidamente', 'debe ser 0'],
  ['pedidos perdidos o a medias', 'debe ser 0'],
  ['bytes de cuerpo aceptados más allá del límite', 'debe ser 0'],
  ['respuestas de caché envenenadas', 'debe ser 0'],
  ['intentos de contraseña por /64', 'debe ser ≤ 10'],
];

function run(command: string, args: string[]): boolean {
  const bin = path.join(ROOT, 'node_modules', '.bin', command);
  const env = { ...process.env, IMPORTA_TEST_SCALE: 'long', IMPORTA_FIGURES_DIR: FIGURES_DIR, NEXT_TELEMETRY_DISABLED: '1' };
  return spawnSync(bin, args, { cwd: ROOT, stdio: 'inherit', env }).status === 0;
}

function printFigures(results: Record<string, boolean>): void {
  const figures = readFigures(FIGURES_DIR);
  const names = [
    ...HEADLINES.map(([name]) => name).filter((name) => figures.has(name)),
    ...[...figures.keys()].filter((name) => !HEADLINES.some(([h]) => h === name)).sort(),
  ];
  const width = Math.max(10, ...names.map((name) => name.length));
  console.log('\nCifras de la ejecución larga');
  console.log(`${'cifra'.padEnd(width)}  ${'valor'.padStart(10)}  condición`);
  for (const name of names) {
    const rule = HEADLINES.find(([h]) => h === name)?.[1] ?? '';
    console.log(`${name.padEnd(width)}  ${String(figures.get(name)).padStart(10)}  ${rule}`);
  }
  const missing = HEADLINES.filter(([name]) => !figures.has(name)).map(([name]) => name);
  if (missing.length) console.log(`(sin registrar en esta ejecución: ${missing.join(', ')})`);
  const report = { finishedAt: new Date().toISOString(), stages: results, figures: Object.fromEntries(names.map((name) => [name, figures.get(name)])) };
  fs.writeFileSync(path.join(REPORTS, 'long-run.json'), `${JSON.stringify(report, null, 2)}\n`);
  note(`cifras guardadas en ${path.relative(ROOT, path.join(REPORTS, 'long-run.json'))}`);
}

function main(): number {
  fs.mkdirSync(REPORTS, { recursive: true });
  fs.rmSync(FIGURES_DIR, { recursive: true, force: true });
  const only = process.argv.slice(2);
  const specs = only.length ? only.filter((p) => p.startsWith('e2e/')) : fs.existsSync(path.join(ROOT, 'e2e', 'security')) ? ['e2e/security'] : [];
  const integration = only.filter((p) => !p.startsWith('e2e/'));
  const stages: { title: string; run: () => boolean }[] = [];
  if (!only.length || integration.length) {
    stages.push({
      title: 'Pruebas de integración a escala completa (jest)',
      run: () => run('jest', [...integration, '--selectProjects', 'integration', '--runInBand']),
    });
  }
  if (specs.length)
    stages.push({
      title: 'Pruebas de seguridad de extremo a extremo (Playwright)',
      run: () => run('tsx', [path.join('scripts', 'test-support', 'runners', 'e2e.ts'), ...specs]),
    });
  const results: Record<string, boolean> = {};
  stages.forEach((stage, index) => {
    const progress = step(index + 1, stages.length, stage.title);
    results[stage.title] = stage.run();
    if (results[stage.title]) progress.done();
    else console.error(`[${index + 1}/${stages.length}] ${stage.title}: FALLÓ (vea la salida arriba).`);
  });
  printFigures(results);
  fs.rmSync(FIGURES_DIR, { recursive: true, force: true });
  return Object.values(results).every(Boolean) ? 0 : 1;
}

process.exit(main());
