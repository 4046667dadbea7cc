import { execFileSync } from 'node:child_process';
import path from 'node:path';

export type Condition = { type: string; key: string; value?: string };
export type Rewrite = { source: string; destination: string; has?: Condition[]; missing?: Condition[] };

/** next.config.mjs's rewrites, as Next reads them (an ES module: loaded by a plain Node process). */
export function configuredRewrites(): { beforeFiles: Rewrite[] } {
  const script = 'import(process.argv[1]).then(async (m) => process.stdout.write(JSON.stringify(await m.default.rewrites())))';
  const url = `file://${path.join(__dirname, '..', '..', 'next.config.mjs')}`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, url], { encoding: 'utf8' })) as { beforeFiles: Rewrite[] };
}
