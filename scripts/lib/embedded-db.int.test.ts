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
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
