import fs from 'node:fs';
import path from 'node:path';

/*
 * The security suite runs in two sizes: bounded in `npm test` and in full with `npm run test:long`
 * (scripts/test-support/runners/test-long.ts sets IMPORTA_TEST_SCALE=long). Tests pick their trial counts with `scaled()` and add
 * their headline figures (cells asserted, bad inputs accepted, oversold units, …) with `recordFigure()`;
 * the runner sums every file in FIGURES_DIR and prints one table at the end.
 */
export const isLongRun = process.env.IMPORTA_TEST_SCALE === 'long';

/** `ci` trials in `npm test`, `long` trials in `npm run test:long`. */
export function scaled(ci: number, long: number): number {
  return isLongRun ? long : ci;
}

function figuresDir(): string {
  return process.env.IMPORTA_FIGURES_DIR ?? path.join(__dirname, '..', '..', '.data', 'reports', 'figures');
}

/** Adds `amount` to the named figure (one line per call, so parallel workers never overwrite each other). */
export function recordFigure(name: string, amount: number): void {
  const dir = figuresDir();
  fs.mkdirSync(dir, { recursive: true });
  fs.appendFileSync(path.join(dir, `${process.pid}.jsonl`), `${JSON.stringify({ name, amount })}\n`);
}

/** Sum of every recorded figure, by name. */
export function readFigures(dir = figuresDir()): Map<string, number> {
  const totals = new Map<string, number>();
  if (!fs.existsSync(dir)) return totals;
  for (const file of fs.readdirSync(dir)) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const { name, amount } = JSON.parse(line) as { name: string; amount: number };
      totals.set(name, (totals.get(name) ?? 0) + amount);
    }
  }
  return totals;
}
