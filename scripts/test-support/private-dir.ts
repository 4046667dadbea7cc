import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvCache } from '@/lib/env';

/** Points PRIVATE_UPLOAD_DIR at a fresh folder for the file's tests and removes it after; answers a getter of the folder. */
export function withPrivateUploadDir(prefix: string): () => string {
  let dir = '';
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    process.env.PRIVATE_UPLOAD_DIR = dir;
    resetEnvCache();
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    delete process.env.PRIVATE_UPLOAD_DIR;
    resetEnvCache();
  });
  return () => dir;
}
