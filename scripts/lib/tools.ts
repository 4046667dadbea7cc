import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TOOLS_DIR } from './paths';
import { note } from './progress';

export const FERRETDB_VERSION = 'v1.24.2';
const FERRETDB_MODULE = 'github.com/FerretDB/FerretDB';

/** The absolute path of `command` on PATH, or null. */
export function which(command: string): string | null {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() || null : null;
}

/**
 * The FerretDB binary, built the first time with the machine's Go into .tools/bin and reused.
 * `go install module@version` needs the proxy's version list, which is not reachable here, so
 * the pinned module is downloaded by exact version and installed from that source; the
 * version file its release build generates is written first (FerretDB refuses to start without it).
 */
export function ensureFerretDb(): string {
  const bin = path.join(TOOLS_DIR, 'bin', 'ferretdb');
  if (fs.existsSync(bin) && runQuiet(bin, ['--version']).includes(`version: ${FERRETDB_VERSION}`)) return bin;
  if (!which('go')) {
    throw new Error(
      'No hay base de datos: no se encontró "mongod" ni "go" para compilar FerretDB.\n' +
        'Instale Go (https://go.dev/dl/, o "apt-get install golang"), o MongoDB, o defina MONGODB_URI con la dirección de un MongoDB.',
    );
  }
  note(`Compilando FerretDB ${FERRETDB_VERSION} con Go (solo la primera vez, unos minutos)…`);
  const info = JSON.parse(execFileSync('go', ['mod', 'download', '-json', `${FERRETDB_MODULE}@${FERRETDB_VERSION}`], { encoding: 'utf8', env: goEnv() })) as { Dir?: string; Error?: string };
  if (!info.Dir) throw new Error(`No se pudo descargar FerretDB: ${info.Error ?? 'sin detalle'}`);
  const source = path.join(TOOLS_DIR, 'src', `ferretdb-${FERRETDB_VERSION}`);
  fs.rmSync(source, { recursive: true, force: true });
  fs.cpSync(info.Dir, source, { recursive: true });
  makeWritable(source);
  fs.writeFileSync(path.join(source, 'build', 'version', 'version.txt'), `${FERRETDB_VERSION}\n`);
  note('Descargando dependencias y compilando (go install)…');
  const install = spawnSync('go', ['install', '-trimpath', './cmd/ferretdb'], {
    cwd: source,
    stdio: 'inherit',
    env: { ...goEnv(), GOBIN: path.join(TOOLS_DIR, 'bin') },
  });
  if (install.status !== 0) throw new Error('La compilación de FerretDB falló (vea el mensaje de Go arriba). Compruebe que Go 1.22 o más nuevo está instalado.');
  fs.rmSync(source, { recursive: true, force: true });
  return bin;
}

function goEnv(): NodeJS.ProcessEnv {
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
