import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SERVER_HEAP_MB, serverEnv, serverNodeFlags } from './server-runtime';

describe('the store server process flags', () => {
  it('limits the heap to SERVER_HEAP_MB unless IMPORTA_HEAP_MB or NODE_OPTIONS says otherwise', () => {
    expect(serverNodeFlags({})).toContain(`--max-old-space-size=${SERVER_HEAP_MB}`);
    expect(serverNodeFlags({ IMPORTA_HEAP_MB: '512' })).toContain('--max-old-space-size=512');
    expect(serverNodeFlags({ IMPORTA_HEAP_MB: 'mucho' })).toContain(`--max-old-space-size=${SERVER_HEAP_MB}`);
    expect(serverNodeFlags({ NODE_OPTIONS: '--max-old-space-size=1024' }).join(' ')).not.toMatch(/max-old-space-size/);
    expect(serverNodeFlags({ NODE_OPTIONS: '--max-semi-space-size=16' }).join(' ')).not.toMatch(/max-semi-space-size/);
    expect(serverNodeFlags({}).join(' ')).toMatch(/--max-semi-space-size=\d+/);
  });

  it('keeps an allocator setting the user chose', () => {
    expect(serverEnv({}).MALLOC_ARENA_MAX).toBe('2');
    expect(serverEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
  });

  it('runs the script again in a child with the limit and passes its exit code back', () => {
    const env = { ...process.env };
    for (const name of ['IMPORTA_SERVER_RUNTIME', 'MALLOC_ARENA_MAX', 'NODE_OPTIONS', 'IMPORTA_HEAP_MB']) delete env[name];
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, 'server-runtime.fixture.ts')], { env, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(7);
    const child = JSON.parse(run.stdout.trim()) as { pid: number; heapMb: number; arenas: string };
    expect(child.pid).not.toBe(run.pid);
    expect(child.arenas).toBe('2');
    // heap_size_limit is the old generation plus the young one.
    expect(child.heapMb).toBeGreaterThanOrEqual(SERVER_HEAP_MB);
    expect(child.heapMb).toBeLessThan(SERVER_HEAP_MB + 64);
  });
});
