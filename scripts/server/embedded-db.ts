import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { DATA_DIR, LOG_DIR } from './paths';
import { ensureFerretDb, which } from './ferretdb/build';
import { freePort } from './net';

export type DatabaseKind = 'external' | 'mongodb' | 'ferretdb';
export type DatabaseHandle = { uri: string; kind: DatabaseKind; stop(): Promise<void> };

type Options = {
  /** Folder under .data/ that holds this instance's files (one for the store, one for tests). */
  instance: string;
  /** Database name appended to the URI. */
  dbName: string;
};

/**
 * Start the database the store uses: MONGODB_URI when set; else a `mongod` on PATH; else
 * FerretDB v1 with its SQLite backend (built on first use), with data under .data/<instance>/ and
 * logs under .data/logs/. Neither asks for a password, so only the store may reach them: .data/
 * and the instance's folders are 0700 and the database writes its files 0600; FerretDB listens on
 * a Unix socket in a 0700 folder and on no TCP port at all; mongod on 127.0.0.1 only, on a free port.
 */
export async function startDatabase({ instance, dbName }: Options): Promise<DatabaseHandle> {
  if (process.env.MONGODB_URI) return { uri: process.env.MONGODB_URI, kind: 'external', stop: async () => {} };
  const home = path.join(DATA_DIR, instance);
  fs.mkdirSync(home, { recursive: true, mode: 0o700 });
  fs.mkdirSync(LOG_DIR, { recursive: true, mode: 0o700 });
  closeToOthers(home);
  stopLeftover(home);
  const mongod = which('mongod');
  const kind: DatabaseKind = mongod ? 'mongodb' : 'ferretdb';
  const logFile = path.join(LOG_DIR, `${instance}-${kind}.log`);
  const port = mongod ? await freePort() : 0;
  const socket = mongod ? '' : socketPath(home);
  const [command, args] = mongod
    ? [mongod, ['--dbpath', mkdir(home, 'mongod'), '--bind_ip', '127.0.0.1', '--port', String(port), '--quiet']]
    : [
        ensureFerretDb(),
        [
          '--handler=sqlite',
          `--sqlite-url=file:${mkdir(home, 'sqlite')}/`,
          `--state-dir=${mkdir(home, 'state')}`,
          '--listen-addr=',
          `--listen-unix=${socket}`,
          '--debug-addr=-',
          '--telemetry=disable',
          // The project's patch checks each dotted path for arrays before SQL answers it.
          '--test-enable-nested-pushdown',
          '--log-level=warn',
        ],
      ];
  const log = fs.openSync(logFile, 'a', 0o600);
  // The server inherits the umask: its database files are then created 0600.
  const umask = process.umask(0o077);
  let child: ChildProcess;
  try {
    child = spawn(command, args, { stdio: ['ignore', log, log] });
  } finally {
    process.umask(umask);
  }
  fs.writeFileSync(pidFile(home), String(child.pid), { mode: 0o600 });
  const uri = mongod ? `mongodb://127.0.0.1:${port}/${dbName}` : `mongodb://${encodeURIComponent(socket)}/${dbName}`;
  await waitUntilReady(uri, child, logFile);
  return { uri, kind, stop: () => stopChild(child, home) };
}

/**
 * .data/ closed to other users (0700: nothing under it can be reached), and the instance's own
 * folders and files (a database made by an earlier version was 0644 in 0755 folders) 0700 and 0600.
 */
function closeToOthers(home: string): void {
  fs.chmodSync(DATA_DIR, 0o700);
  const close = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink() || stat.isSocket()) return;
    fs.chmodSync(entry, stat.isDirectory() ? 0o700 : 0o600);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) close(path.join(entry, name));
  };
  close(home);
}

/**
 * Where FerretDB listens: a socket in the instance's 0700 `run` folder, or, when that path is too
 * long for a Unix socket (about 107 bytes), in a fresh 0700 folder of the system's temporary one.
 */
function socketPath(home: string): string {
  const inHome = path.join(home, 'run', 'ferretdb.sock');
  const file = Buffer.byteLength(inHome) <= 100 ? inHome : path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'importa-db-')), 'ferretdb.sock');
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.chmodSync(path.dirname(file), 0o700);
  // A socket left by a killed server would stop the new one from listening.
  fs.rmSync(file, { force: true });
  return file;
}

/**
 * The catalogue snapshot of an embedded FerretDB instance, kept in the instance's folder so it goes
 * (and is deleted) with the database it mirrors; undefined for other kinds, which need none.
 */
export function catalogSnapshotFile(instance: string, dbName: string, kind: DatabaseKind): string | undefined {
  return kind === 'ferretdb' ? path.join(DATA_DIR, instance, `catalog-index-${dbName}.snapshot`) : undefined;
}

function mkdir(home: string, name: string): string {
  const dir = path.join(home, name);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}

function pidFile(home: string): string {
  return path.join(home, 'server.pid');
}

/** A server left running by a store that was killed would hold the same files: stop it first. */
function stopLeftover(home: string): void {
  const file = pidFile(home);
  if (!fs.existsSync(file)) return;
  const pid = Number(fs.readFileSync(file, 'utf8'));
  fs.rmSync(file, { force: true });
  const cmdline = readCmdline(pid);
  if (cmdline && /ferretdb|mongod/.test(cmdline)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone between the check and the kill: nothing to stop.
    }
  }
}

function readCmdline(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return null;
  }
}

async function waitUntilReady(uri: string, child: ChildProcess, logFile: string): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`El servidor de base de datos se detuvo al arrancar. Vea ${logFile}.`);
    const client = new mongoose.mongo.MongoClient(uri, { serverSelectionTimeoutMS: 500, directConnection: true });
    try {
      await client.connect();
      await client.db().admin().ping();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      await client.close().catch(() => {});
    }
  }
  child.kill('SIGKILL');
  throw new Error(`El servidor de base de datos no respondió en 60 s. Vea ${logFile}.`);
}

function stopChild(child: ChildProcess, home: string): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      fs.rmSync(pidFile(home), { force: true });
      resolve();
    };
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}
