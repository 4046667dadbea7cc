/** Console lines for long first-run steps: `[2/4] Preparando…`, then a closing line with the time taken. */
export function step(index: number, total: number, title: string): { done(detail?: string): void; fail(hint: string): never } {
  const started = Date.now();
  console.log(`\n[${index}/${total}] ${title}…`);
  return {
    done(detail) {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[${index}/${total}] ${title}: listo en ${secs} s${detail ? ` (${detail})` : ''}`);
    },
    fail(hint) {
      console.error(`\n[${index}/${total}] ${title}: FALLÓ.\n${hint}`);
      process.exit(1);
    },
  };
}

/** A short note printed under the current step. */
export function note(message: string): void {
  console.log(`      ${message}`);
}
