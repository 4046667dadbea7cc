import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvCache } from '@/lib/env';

/**
 * Points the environment variable `variable` (an upload folder) at a fresh temporary folder for the
 * test file, and removes it afterwards. Answers a function that gives the folder's path.
 */
export function withTemporaryFolder(variable: 'UPLOAD_DIR' | 'PRIVATE_UPLOAD_DIR', prefix: string): () => string {
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    process.env[variable] = dir;
    resetEnvCache();
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    delete process.env[variable];
    resetEnvCache();
  });
  return () => dir;
}
