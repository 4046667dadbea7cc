import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, TOOLS_DIR } from '../paths';
import { note } from '../progress';

export const FERRETDB_VERSION = 'v1.24.2';
const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';
/**
 * The project's fork of FerretDB's SQLite backend and handler (see scripts/server/ferretdb/README.md): its
 * own Go files, laid out as in the module and copied into it, and the small edits to upstream files
 * that call them.
 */
export const FERRETDB_OVERLAY = path.join(ROOT, 'scripts', 'server', 'ferretdb', 'overlay');
export const FERRETDB_PATCH = path.join(ROOT, 'scripts', 'server', 'ferretdb', 'hooks.patch');

/** The absolute path of `command` on PATH, or null. */
export function which(command: string): string | null {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() || null : null;
}

/** The pinned version and the digest of the patch and of every overlay file: any change is a new build. */
function ferretDbBuildId(): string {
  const hash = createHash('sha256').update(fs.readFileSync(FERRETDB_PATCH));
  for (const file of ferretDbOverlayFiles()) hash.update(`\0${file}\0`).update(fs.readFileSync(path.join(FERRETDB_OVERLAY, file)));
  return `${FERRETDB_VERSION}-${hash.digest('hex').slice(0, 12)}`;
}

/** The overlay's files, relative to it (module paths), sorted. */
export function ferretDbOverlayFiles(): string[] {
  return (fs.readdirSync(FERRETDB_OVERLAY, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(FERRETDB_OVERLAY, path.join(entry.parentPath, entry.name)))
    .sort();
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
  fs.rmSync(source, { recursive: true, force: true });
  copyPristineFerretDb(source);
  // Its test helpers look for the repository root by a .git folder.
  fs.mkdirSync(path.join(source, '.git'), { recursive: true });
  applyFerretDbFork(source);
  fs.writeFileSync(ready, '');
  return source;
}

/**
 * The pinned module's source, copied from Go's module cache (downloaded by exact version the first
 * time), writable, with the version file FerretDB's release build generates and refuses to start
 * without.
 */
export function copyPristineFerretDb(target: string): void {
  const info = JSON.parse(execFileSync('go', ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], { encoding: 'utf8', env: goEnv() })) as {
    Dir?: string;
    Error?: string;
  };
  if (!info.Dir) throw new Error(`No se pudo descargar FerretDB: ${info.Error ?? 'sin detalle'}`);
  fs.cpSync(info.Dir, target, { recursive: true });
  makeWritable(target);
  fs.writeFileSync(path.join(target, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
}

/**
 * Copies the overlay into a pristine module tree and applies the hooks patch. An overlay file never
 * replaces an upstream one: a name that collides (say, upstream adds a file of that name in a new
 * version) stops the build, since the patch, not the overlay, is where upstream files change.
 */
export function applyFerretDbFork(target: string): void {
  const files = ferretDbOverlayFiles();
  const collisions = files.filter((file) => fs.existsSync(path.join(target, file)));
  if (collisions.length) {
    throw new Error(
      `Archivos de ${path.relative(ROOT, FERRETDB_OVERLAY)} que FerretDB ${FERRETDB_VERSION} ya tiene (no se sobrescriben): ${collisions.join(', ')}`,
    );
  }
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(path.join(FERRETDB_OVERLAY, file), path.join(target, file));
  }
  // Inside the project's own clone, git would take the target for a subfolder of that repository
  // and skip, without a word, every file of the patch: the ceiling keeps it to the target.
  const apply = spawnSync('git', ['apply', '-p1', '--verbose', '--whitespace=nowarn', FERRETDB_PATCH], {
    cwd: target,
    encoding: 'utf8',
    env: { ...process.env, GIT_CEILING_DIRECTORIES: path.dirname(target) },
  });
  if (apply.status !== 0 || apply.stderr.includes('Skipped patch')) {
    throw new Error(`No se pudo aplicar ${path.relative(ROOT, FERRETDB_PATCH)} a FerretDB ${FERRETDB_VERSION}:\n${apply.stderr}`);
  }
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
