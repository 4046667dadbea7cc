import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireLock } from './lock';

describe('acquireLock', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'importa-lock-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('takes a lock whose parent folder does not exist yet (a fresh clone has no .data/)', async () => {
    const dir = path.join(root, '.data', 'bench.lock');
    const onWait = jest.fn();
    const release = await acquireLock(dir, onWait);
    expect(onWait).not.toHaveBeenCalled();
    expect(fs.readFileSync(path.join(dir, 'pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('waits while a live process holds the lock, and takes it once released', async () => {
    const dir = path.join(root, 'e2e.lock');
    const release = await acquireLock(dir, () => {});
    const onWait = jest.fn();
    let second: (() => void) | undefined;
    const waiting = acquireLock(dir, onWait).then((r) => (second = r));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onWait).toHaveBeenCalledTimes(1);
    expect(second).toBeUndefined();
    release();
    await waiting;
    expect(second).toBeDefined();
    second!();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const dir = path.join(root, 'bench.lock');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'pid'), '2147483646');
    const onWait = jest.fn();
    const release = await acquireLock(dir, onWait);
    expect(onWait).not.toHaveBeenCalled();
    release();
  });
});
