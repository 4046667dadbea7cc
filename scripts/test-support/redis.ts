import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { freePort } from '../server/net';

/** Debian's redis-server (or one in /usr/local), when installed: the tests that need Redis skip without it. */
export const redisBinary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => fs.existsSync(file));

/** A throwaway Redis on a free port of 127.0.0.1, nothing saved; resolves once it listens. */
export async function startRedis(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const redis = spawn(redisBinary!, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForPort(port);
  return { url: `redis://127.0.0.1:${port}`, stop: () => void redis.kill() };
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const probe = net.connect(port, '127.0.0.1', () => resolve(probe.end() && true));
      probe.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not listen on ${port}`);
}
