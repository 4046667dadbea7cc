import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the end-to-end run: each message the store sends is written to
 * `dir/<time>-<recipient>.eml`, where the browser tests read it (e2e/support/mail.ts).
 */
export async function startMailbox(dir: string): Promise<{ url: string; dir: string; stop(): Promise<void> }> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
        const name = `${Date.now()}-${String(++sequence).padStart(4, '0')}-${to.replace(/[^a-z0-9@._-]/g, '_')}.eml`;
        fs.writeFileSync(path.join(dir, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, dir, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
