import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type Delivered = { to: string[]; raw: Buffer };
export type SmtpCatcher = { url: string; stop(): Promise<void> };

/** A real SMTP server on 127.0.0.1 that hands every message it receives to `onMessage`. */
export async function startSmtpCatcher(onMessage: (message: Delivered) => void): Promise<SmtpCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        onMessage({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks) });
        callback();
      });
    },
  });
  // A sender killed in the middle of a message (the crash tests kill the store on purpose) resets its
  // connection; smtp-server reports that as an 'error' event, which would crash the test process.
  // The message was never delivered, so there is nothing to keep.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * The end-to-end run's mailbox: each message the store sends is written to
 * `dir/<time>-<n>-<recipient>.eml`, where the browser tests read it (e2e/support/mail.ts).
 */
export async function startMailbox(dir: string): Promise<SmtpCatcher & { dir: string }> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const catcher = await startSmtpCatcher(({ to, raw }) => {
    const name = `${Date.now()}-${String(++sequence).padStart(4, '0')}-${to.join(',').replace(/[^a-z0-9@.,_-]/g, '_')}.eml`;
    fs.writeFileSync(path.join(dir, name), raw);
  });
  return { ...catcher, dir };
}
