import fs from 'node:fs';
import os from 'node:os';

/** One measured scenario. */
export type Row = { name: string; reqPerSec: number; p50: number; p99: number; budgetMs: number; errors: number; pass: boolean };

/** What the run measured besides the scenarios. */
export type RunInfo = {
  date: Date;
  engine: string;
  database: string;
  products: number;
  mode: string;
  buildMs: number;
  memory: string;
};

const HEADER = ['Escenario', 'req/s', 'p50 ms', 'p99 ms', 'Límite p99', 'Resultado'];

function cells(row: Row): string[] {
  const errors = row.errors ? ` (${row.errors} errores)` : '';
  return [row.name, row.reqPerSec.toFixed(0), row.p50.toFixed(1), row.p99.toFixed(1), `${row.budgetMs} ms`, `${row.pass ? 'PASA' : 'NO PASA'}${errors}`];
}

/** The results as an aligned text table for the console. */
export function textTable(rows: readonly Row[]): string {
  const lines = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...lines.map((line) => line[i].length)));
  const format = (line: string[]) => line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [format(HEADER), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map((row) => format(cells(row)))].join('\n');
}

/** The results as a Markdown section for docs/PERFORMANCE.md (English, like the other docs; scenario names as printed). */
export function markdownSection(info: RunInfo, rows: readonly Row[]): string {
  const cpu = os.cpus();
  const head = ['Scenario', 'req/s', 'p50 ms', 'p99 ms', 'p99 budget', 'Result'];
  const line = (row: Row) => [
    row.name,
    row.reqPerSec.toFixed(0),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    `${row.budgetMs} ms`,
    `${row.pass ? 'pass' : 'FAIL'}${row.errors ? ` (${row.errors} errors)` : ''}`,
  ];
  return [
    `### ${info.engine} engine, ${info.mode}: ${info.date.toISOString().slice(0, 10)}`,
    '',
    `- Measured ${info.date.toISOString().replace('T', ' ').slice(0, 16)} UTC by \`npm run bench\` (${info.mode}).`,
    `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 1e9)} GB, Node ${process.version}.`,
    `- Database: ${info.database}, ${info.products.toLocaleString('en')} products.`,
    `- In-memory index build: ${info.buildMs ? `${(info.buildMs / 1000).toFixed(1)} s` : 'not used'}. Memory: ${info.memory}.`,
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...rows.map((row) => `| ${line(row).join(' | ')} |`),
  ].join('\n');
}

/** Replace (or append) the generated section `key` of the Markdown file at `file`, keeping the hand-written text. */
export function updateDoc(file: string, key: string, section: string): void {
  const start = `<!-- bench:${key}:start -->`;
  const end = `<!-- bench:${key}:end -->`;
  const block = `${start}\n${section}\n${end}`;
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Rendimiento del catálogo\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next = from >= 0 && to > from ? current.slice(0, from) + block + current.slice(to + end.length) : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(file, next);
}

/** One line of a side-by-side table (store against the bare page): `info` lines show figures and judge nothing. */
export type Figure = { figure: string; store: string; baseline: string; ratio: string; goal: string; pass: boolean; info?: boolean };

export const FIGURE_HEAD = ['Cifra', 'Tienda', 'Base', 'Razón', 'Meta', 'Resultado'];

export const figureCells = (f: Figure) => [f.figure, f.store, f.baseline, f.ratio, f.goal, f.info ? '–' : f.pass ? 'PASA' : 'NO PASA'];

/** The figures as an aligned text table for the console. */
export function figureTable(figures: readonly Figure[]): string {
  const lines = [FIGURE_HEAD, ...figures.map(figureCells)];
  const widths = FIGURE_HEAD.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  const format = (l: string[]) => l.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [format(FIGURE_HEAD), widths.map((w) => '-'.repeat(w)).join('  '), ...figures.map((f) => format(figureCells(f)))].join('\n');
}

/** The figures as Markdown table lines. */
export function figureMarkdown(figures: readonly Figure[]): string[] {
  return [
    `| ${FIGURE_HEAD.join(' | ')} |`,
    `|${FIGURE_HEAD.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...figures.map((f) => `| ${figureCells(f).join(' | ')} |`),
  ];
}
