import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { resetEnvCache } from '@/lib/env';
import { resetMailTransport } from '@/lib/mail/transport';

export type CaughtMail = { to: string[]; raw: string };

/**
 * A real SMTP server in this process that keeps every message; SMTP_URL points the store at it.
 * Call in beforeAll; `stop()` in afterAll.
 */
export async function startMailCatcher(): Promise<{ messages: CaughtMail[]; lastTo(address: string): CaughtMail | undefined; stop(): Promise<void> }> {
  const messages: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  resetEnvCache();
  resetMailTransport();
  return {
    messages,
    lastTo: (address) => [...messages].reverse().find((m) => m.to.includes(address.toLowerCase())),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 4-digit code in a caught message's body (headers skipped: the Date header holds a year). */
export function codeIn(mail: CaughtMail | undefined): string {
  const raw = mail?.raw ?? '';
  const match = raw.slice(raw.search(/\r?\n\r?\n/)).match(/\b(\d{4})\b/);
  if (!match) throw new Error('no hay código de 4 dígitos en el correo');
  return match[1];
}
