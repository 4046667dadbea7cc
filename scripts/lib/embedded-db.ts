import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { DATA_DIR, LOG_DIR } from './paths';
import { ensureFerretDb, which } from './tools';
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
 * FerretDB v1 with its SQLite backend (built on first use). Listens on 127.0.0.1 only, on a
 * free port, with data under .data/<instance>/ and logs under .data/logs/.
 */
export async function startDatabase({ instance, dbName }: Options): Promise<DatabaseHandle> {
  if (process.env.MONGODB_URI) return { uri: process.env.MONGODB_URI, kind: 'external', stop: async () => {} };
  const home = path.join(DATA_DIR, instance);
  fs.mkdirSync(home, { recursive: true });
  fs.mkdirSync(LOG_DIR, { recursive: true });
  stopLeftover(home);
  const port = await freePort();
  const mongod = which('mongod');
  const kind: DatabaseKind = mongod ? 'mongodb' : 'ferretdb';
  const logFile = path.join(LOG_DIR, `${instance}-${kind}.log`);
  const [command, args] = mongod
    ? [mongod, ['--dbpath', mkdir(home, 'mongod'), '--bind_ip', '127.0.0.1', '--port', String(port), '--quiet']]
    : [
        ensureFerretDb(),
        [
          '--handler=sqlite',
          `--sqlite-url=file:${mkdir(home, 'sqlite')}/`,
          `--state-dir=${mkdir(home, 'state')}`,
          `--listen-addr=127.0.0.1:${port}`,
          '--debug-addr=-',
          '--telemetry=disable',
          // The project's patch checks each dotted path for arrays before SQL answers it.
          '--test-enable-nested-pushdown',
          '--log-level=warn',
        ],
      ];
  const log = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { stdio: ['ignore', log, log] });
  fs.writeFileSync(pidFile(home), String(child.pid));
  const uri = `mongodb://127.0.0.1:${port}/${dbName}`;
  await waitUntilReady(uri, child, logFile);
  return { uri, kind, stop: () => stopChild(child, home) };
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
  fs.mkdirSync(dir, { recursive: true });
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
