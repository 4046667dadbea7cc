import fs from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import { startDatabase } from './embedded-db';
import { DATA_DIR } from './paths';

const INSTANCE = 'restart-test';
const embedded = process.env.TEST_DATABASE_KIND !== 'external';

/** Runs with the embedded database only: with MONGODB_URI set there is nothing to start or stop. */
(embedded ? describe : describe.skip)('embedded database lifecycle', () => {
  const saved = process.env.MONGODB_URI;
  beforeAll(() => {
    delete process.env.MONGODB_URI;
    fs.rmSync(path.join(DATA_DIR, INSTANCE), { recursive: true, force: true });
  });
  afterAll(() => {
    process.env.MONGODB_URI = saved;
    fs.rmSync(path.join(DATA_DIR, INSTANCE), { recursive: true, force: true });
  });

  test('a document written before a stop is still there after a restart, and stop ends the server', async () => {
    const first = await startDatabase({ instance: INSTANCE, dbName: 'restart' });
    const pid = Number(fs.readFileSync(path.join(DATA_DIR, INSTANCE, 'server.pid'), 'utf8'));
    const client = await new mongoose.mongo.MongoClient(first.uri, { directConnection: true }).connect();
    await client.db().collection('products').insertOne({ name: 'Cafetera italiana', price: 18.5 });
    await client.close();
    await first.stop();
    expect(isRunning(pid)).toBe(false);

    const second = await startDatabase({ instance: INSTANCE, dbName: 'restart' });
    const again = await new mongoose.mongo.MongoClient(second.uri, { directConnection: true }).connect();
    const found = await again.db().collection('products').findOne({ name: 'Cafetera italiana' });
    await again.close();
    await second.stop();
    expect(found).toMatchObject({ price: 18.5 });
  });

  test('only the store reaches it: FerretDB on a Unix socket in a 0700 folder and no TCP port, .data 0700, its files 0600', async () => {
    // A folder and a database file left open by an earlier version are closed at start.
    fs.mkdirSync(path.join(DATA_DIR, INSTANCE, 'sqlite'), { recursive: true });
    fs.chmodSync(path.join(DATA_DIR, INSTANCE), 0o755);
    fs.writeFileSync(path.join(DATA_DIR, INSTANCE, 'sqlite', 'viejo.txt'), '', { mode: 0o644 });
    fs.chmodSync(DATA_DIR, 0o755);
    const db = await startDatabase({ instance: INSTANCE, dbName: 'private' });
    try {
      const client = await new mongoose.mongo.MongoClient(db.uri, { directConnection: true }).connect();
      await client.db().collection('users').insertOne({ email: 'admin@prueba.cu' });
      await client.close();
      const modes: string[] = [];
      const walk = (entry: string) => {
        const stat = fs.lstatSync(entry);
        if (stat.isDirectory()) fs.readdirSync(entry).forEach((name) => walk(path.join(entry, name)));
        const mode = stat.mode & 0o777;
        if (stat.isDirectory() ? mode !== 0o700 : stat.isFile() && mode !== 0o600) modes.push(`${path.relative(DATA_DIR, entry)} ${mode.toString(8)}`);
      };
      walk(path.join(DATA_DIR, INSTANCE));
      expect(fs.statSync(DATA_DIR).mode & 0o777).toBe(0o700);
      expect(modes).toEqual([]);
      if (db.kind === 'ferretdb') {
        const socket = decodeURIComponent(new URL(db.uri).hostname);
        expect(fs.statSync(socket).isSocket()).toBe(true);
        expect(fs.statSync(path.dirname(socket)).mode & 0o777).toBe(0o700);
        const pid = Number(fs.readFileSync(path.join(DATA_DIR, INSTANCE, 'server.pid'), 'utf8'));
        expect(tcpListenersOf(pid)).toEqual([]);
      }
    } finally {
      await db.stop();
    }
  });
});

/** The TCP ports a process listens on (its socket inodes found listening in /proc/net/tcp and tcp6). */
function tcpListenersOf(pid: number): string[] {
  const inodes = new Set(
    fs
      .readdirSync(`/proc/${pid}/fd`)
      .map((fd) => /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1])
      .filter(Boolean),
  );
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    fs
      .readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[3] === '0A' && inodes.has(cols[9]))
      .map((cols) => cols[1]),
  );
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
