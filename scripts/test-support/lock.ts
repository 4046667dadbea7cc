import fs from 'node:fs';
import path from 'node:path';

/**
 * A cross-process lock held by one folder (mkdir is atomic). A lock left by a dead process is
 * taken over. Used so two end-to-end runs on one machine never share a database or a build.
 */
export async function acquireLock(dir: string, onWait: () => void): Promise<() => void> {
  let warned = false;
  // On a fresh clone .data/ does not exist yet, and mkdir's ENOENT would read as a lock being written.
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(dir);
      fs.writeFileSync(path.join(dir, 'pid'), String(process.pid));
      return () => fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      if (!isHeldByLiveProcess(dir)) {
        fs.rmSync(dir, { recursive: true, force: true });
        continue;
      }
      if (!warned) onWait();
      warned = true;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

function isHeldByLiveProcess(dir: string): boolean {
  try {
    const pid = Number(fs.readFileSync(path.join(dir, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists; a missing pid file means the holder is still writing it.
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'EPERM' || code === 'ENOENT';
  }
}
