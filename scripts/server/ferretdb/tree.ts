/**
 * A FerretDB working tree to change the fork in, and back.
 *
 *   npm run ferretdb:tree            builds .tools/ferretdb-tree: a git repository whose first commit
 *                                    is upstream FerretDB and whose second is ours (overlay + hooks)
 *   npm run ferretdb:tree -- --save  writes the tree's changes back: files upstream has become
 *                                    hooks.patch (from `git diff`), files it has not become the overlay
 *
 * Edit, build and `go test` in the tree; commit there or not, as you like: --save reads the files.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { TOOLS_DIR } from '../paths';
import { FERRETDB_OVERLAY, FERRETDB_PATCH, FERRETDB_VERSION, applyFerretDbFork, copyPristineFerretDb, ferretDbOverlayFiles } from './build';

const TREE = path.join(TOOLS_DIR, 'ferretdb-tree');
const UPSTREAM_TAG = 'upstream';

function git(args: string[], options: { quiet?: boolean } = {}): string {
  const run = spawnSync('git', ['-c', 'user.name=importa', '-c', 'user.email=importa@localhost', ...args], { cwd: TREE, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr.trim()}`);
  if (!options.quiet && run.stderr.trim()) process.stderr.write(run.stderr);
  return run.stdout;
}

function build(): void {
  if (fs.existsSync(TREE)) {
    if (process.argv.includes('--fresh')) fs.rmSync(TREE, { recursive: true, force: true });
    else throw new Error(`${TREE} ya existe: guarde sus cambios con --save, o empiece de nuevo con --fresh (los pierde).`);
  }
  fs.mkdirSync(TREE, { recursive: true });
  copyPristineFerretDb(TREE);
  git(['init', '-q']);
  // -f: upstream's .gitignore lists the version file the build writes.
  git(['add', '-A', '-f']);
  git(['commit', '-q', '-m', `FerretDB ${FERRETDB_VERSION}`]);
  git(['tag', UPSTREAM_TAG]);
  applyFerretDbFork(TREE);
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'Importa: overlay and hooks']);
  console.log(`Árbol de FerretDB listo en ${TREE} (git log: upstream, luego el de la tienda).`);
  console.log('Edite y pruebe allí (go test ./internal/backends/sqlite/... ./internal/handler/...), luego: npm run ferretdb:tree -- --save');
}

function save(): void {
  if (!fs.existsSync(path.join(TREE, '.git'))) throw new Error(`No hay árbol en ${TREE}: créelo con npm run ferretdb:tree`);
  git(['add', '-A']);
  const changed = git(['diff', '--cached', '--no-renames', '--name-status', UPSTREAM_TAG]).trim().split('\n').filter(Boolean);
  const addedFiles = changed.filter((line) => line.startsWith('A\t')).map((line) => line.slice(2));
  // Only Go source is ours: a failed Go test keeps its SQLite files beside the package "for debugging".
  const added = addedFiles.filter((file) => file.endsWith('.go'));
  const ignored = addedFiles.filter((file) => !file.endsWith('.go'));
  if (ignored.length) console.log(`No se guardan (no son Go; bórrelos del árbol): ${ignored.join(', ')}`);
  // Files upstream has (changed or deleted) are the patch; files it lacks are the overlay.
  const patch = git(['diff', '--cached', '--no-renames', '--diff-filter=MD', UPSTREAM_TAG]);
  fs.writeFileSync(FERRETDB_PATCH, patch);
  for (const file of ferretDbOverlayFiles()) if (!added.includes(file)) fs.rmSync(path.join(FERRETDB_OVERLAY, file));
  for (const file of added) {
    fs.mkdirSync(path.dirname(path.join(FERRETDB_OVERLAY, file)), { recursive: true });
    fs.copyFileSync(path.join(TREE, file), path.join(FERRETDB_OVERLAY, file));
  }
  removeEmptyFolders(FERRETDB_OVERLAY);
  console.log(`hooks.patch: ${patch.split('\n').length - 1} líneas; overlay: ${added.length} archivos.`);
}

function removeEmptyFolders(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) removeEmptyFolders(path.join(dir, entry.name));
  if (dir !== FERRETDB_OVERLAY && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
}

try {
  if (process.argv.includes('--save')) save();
  else build();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
