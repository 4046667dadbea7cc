import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startDatabase } from '../../server/embedded-db';
import { applyDevelopmentSecrets } from '../../server/secrets';
import { buildStore, isBuildFresh } from '../../server/build';
import { ensureChromium } from '../chromium';
import { DATA_DIR, ROOT } from '../../server/paths';
import { note } from '../../server/progress';
import { startMailbox } from '../mailbox';
import { acquireLock } from '../lock';
import { freePort } from '../../server/net';
import { relaunchAsServer } from '../../server/server-runtime';
import { bundleServer } from '../../server/server-bundle';

/*
 * End-to-end tests: a fresh embedded database seeded with the demo catalogue, the production
 * build of the store served by the custom server, and Playwright driving Debian's Chromium.
 */
async function main(): Promise<number> {
  ensureChromium();
  // Its own build folder, so a store started with `npm start` keeps serving while the tests build.
  Object.assign(process.env, { NODE_ENV: 'production', NEXT_DIST_DIR: '.next-e2e' });
  const release = await acquireLock(path.join(DATA_DIR, 'e2e.lock'), () => note('otra ejecución de las pruebas e2e está en curso; esperando…'));
  try {
    return await runSuite();
  } finally {
    release();
  }
}

async function runSuite(): Promise<number> {
  fs.rmSync(path.join(DATA_DIR, 'e2e-db'), { recursive: true, force: true });
  const database = await startDatabase({ instance: 'e2e-db', dbName: 'importa_e2e' });
  process.env.MONGODB_URI = database.uri;
  process.env.DATABASE_KIND = database.kind;
  applyDevelopmentSecrets();
  // A real SMTP server catches the store's mail; tests read it from E2E_MAIL_DIR (e2e/support/mail.ts).
  const mailbox = await startMailbox(path.join(DATA_DIR, 'reports', 'mail'));
  process.env.SMTP_URL = mailbox.url;
  try {
    const [{ connectDb, disconnectDb }, { seedDatabase }] = await Promise.all([import('../../../lib/db'), import('../../server/seed/index')]);
    await connectDb();
    await seedDatabase({ log: note });
    await disconnectDb();
    if (!isBuildFresh()) buildStore();
    const port = await freePort();
    const { startServer } = await import('../../server/server');
    const server = await startServer({ port, hostname: '127.0.0.1' });
    note(`tienda de prueba en ${server.url}`);
    // Asynchronous on purpose: the store runs in this process and must keep answering meanwhile.
    const playwright = spawn(path.join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, E2E_BASE_URL: `http://127.0.0.1:${port}`, E2E_MAIL_DIR: mailbox.dir },
    });
    const status = await new Promise<number>((resolve) => playwright.once('exit', (code) => resolve(code ?? 1)));
    await server.close();
    return status;
  } finally {
    await mailbox.stop();
    await database.stop();
  }
}

// The store under test runs in this process, bundled and with the memory flags, as `npm start` runs it.
if (!relaunchAsServer(() => bundleServer('e2e', { e2e: __filename }).e2e)) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
