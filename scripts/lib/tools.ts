import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, TOOLS_DIR } from './paths';
import { note } from './progress';

export const FERRETDB_VERSION = 'v1.24.2';
const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
/**
 * The project's own change to FerretDB's SQLite backend: filters, sorts, skips, limits and counts
 * answered by SQL and its indexes instead of reading every document (see scripts/ferretdb/README.md).
 */
export const FERRETDB_PATCH = path.join(ROOT, 'scripts', 'ferretdb', 'pushdown.patch');

/** The absolute path of `command` on PATH, or null. */
export function which(command: string): string | null {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() || null : null;
}

/** The pinned version and the patch's digest: a changed patch is a new build. */
function ferretDbBuildId(): string {
  const digest = createHash('sha256').update(fs.readFileSync(FERRETDB_PATCH)).digest('hex').slice(0, 12);
  return `${FERRETDB_VERSION}-${digest}`;
}

/**
 * The FerretDB binary, built the first time with the machine's Go into .tools/bin and reused.
 * `go install module@version` needs the proxy's version list, which is not reachable here, so
 * the pinned module is downloaded by exact version, patched, and built from that source.
 */
export function ensureFerretDb(): string {
  const bin = path.join(TOOLS_DIR, 'bin', `ferretdb-${ferretDbBuildId()}`);
  if (fs.existsSync(bin) && runQuiet(bin, ['--version']).includes(`version: ${FERRETDB_VERSION}`)) return bin;
  const source = ensureFerretDbSource();
  note('Compilando FerretDB (go build)…');
  const build = spawnSync('go', ['build', '-trimpath', '-o', bin, './cmd/ferretdb'], { cwd: source, stdio: 'inherit', env: goEnv() });
  if (build.status !== 0) throw new Error('La compilación de FerretDB falló (vea el mensaje de Go arriba). Compruebe que Go 1.22 o más nuevo está instalado.');
  return bin;
}

/**
 * The pinned FerretDB source with the project's patch applied, under .tools/src; kept after the
 * build so that `npm test` can run the patch's Go tests in it.
 */
export function ensureFerretDbSource(): string {
  const source = path.join(TOOLS_DIR, 'src', `ferretdb-${ferretDbBuildId()}`);
  const ready = path.join(source, '.importa-patched');
  if (fs.existsSync(ready)) return source;
  if (!which('go')) {
    throw new Error(
      'No hay base de datos: no se encontró "mongod" ni "go" para compilar FerretDB.\n' +
        'Instale Go (https://go.dev/dl/, o "apt-get install golang"), o MongoDB, o defina MONGODB_URI con la dirección de un MongoDB.',
    );
  }
  note(`Preparando FerretDB ${FERRETDB_VERSION} con el parche de la tienda (solo la primera vez, unos minutos)…`);
  const info = JSON.parse(execFileSync('go', ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], { encoding: 'utf8', env: goEnv() })) as { Dir?: string; Error?: string };
  if (!info.Dir) throw new Error(`No se pudo descargar FerretDB: ${info.Error ?? 'sin detalle'}`);
  fs.rmSync(source, { recursive: true, force: true });
  fs.cpSync(info.Dir, source, { recursive: true });
  makeWritable(source);
  // FerretDB refuses to start without the version file its release build generates; its test
  // helpers look for the repository root by a .git folder.
  fs.writeFileSync(path.join(source, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
  fs.mkdirSync(path.join(source, '.git'), { recursive: true });
  const apply = spawnSync('git', ['apply', '-p1', '--whitespace=nowarn', FERRETDB_PATCH], { cwd: source, stdio: 'inherit' });
  if (apply.status !== 0) throw new Error(`No se pudo aplicar ${path.relative(ROOT, FERRETDB_PATCH)} a FerretDB ${FERRETDB_VERSION}.`);
  fs.writeFileSync(ready, '');
  return source;
}

export function goEnv(): NodeJS.ProcessEnv {
  return { ...process.env, GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local' };
}

function runQuiet(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout : '';
}

function makeWritable(dir: string): void {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makeWritable(full);
    else fs.chmodSync(full, 0o644);
  }
}
