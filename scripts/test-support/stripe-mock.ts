import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { TOOLS_DIR } from '../server/paths';
import { which } from '../server/ferretdb/build';
import { freePort } from '../server/net';

/** The pinned stripe-mock (builds with Go 1.22+; the Go proxy lists v0.148.0 and v0.203.0). */
export const STRIPE_MOCK_VERSION = 'v0.203.0';
const STRIPE_MOCK_MODULE = 'github.com/stripe/stripe-mock';

export type StripeMock = { url: string; port: number; stop(): Promise<void> };

/**
 * The stripe-mock binary, built the first time with the machine's Go into .tools/bin
 * (`go install github.com/stripe/stripe-mock@<pinned>`) and reused while the version stamp beside it matches.
 */
export function ensureStripeMock(): string {
  const dir = path.join(TOOLS_DIR, 'bin');
  const bin = path.join(dir, 'stripe-mock');
  const stamp = `${bin}.version`;
  if (fs.existsSync(bin) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === STRIPE_MOCK_VERSION) return bin;
  if (!which('go')) throw new Error('Para probar los pagos hace falta Go (https://go.dev/dl/) para compilar stripe-mock.');
  fs.mkdirSync(dir, { recursive: true });
  const install = spawnSync('go', ['install', '-trimpath', `${STRIPE_MOCK_MODULE}@${STRIPE_MOCK_VERSION}`], {
    encoding: 'utf8',
    env: { ...process.env, GOBIN: dir, GOTOOLCHAIN: 'local' },
  });
  if (install.status !== 0) throw new Error(`No se pudo compilar stripe-mock ${STRIPE_MOCK_VERSION}:\n${install.stderr}`);
  fs.writeFileSync(stamp, `${STRIPE_MOCK_VERSION}\n`);
  return bin;
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts stripe-mock on a free port of 127.0.0.1 (HTTP) and resolves once it accepts connections.
 * Point the store at it with STRIPE_API_BASE = url (lib/payments/stripe.ts); `stop()` ends it.
 */
export async function startStripeMock(): Promise<StripeMock> {
  const bin = ensureStripeMock();
  const port = await freePort();
  const child = spawn(bin, ['-http-addr', `127.0.0.1:${port}`], { stdio: 'ignore' });
  let exited = false;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void gone.then(() => (exited = true));
  const deadline = Date.now() + 15_000;
  while (!(await canConnect(port))) {
    if (exited || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('stripe-mock no arrancó');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      if (!exited) child.kill('SIGTERM');
      await gone;
    },
  };
}
