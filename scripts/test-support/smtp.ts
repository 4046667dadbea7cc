import { startSmtpCatcher } from './mailbox';
import { afterAnswerDone } from '@/lib/after-answer';
import { resetEnvCache } from '@/lib/env';
import { resetMailTransport } from '@/lib/mail/transport';

export type CaughtMail = { to: string[]; raw: string };

/**
 * A real SMTP server in this process that keeps every message; SMTP_URL points the store at it.
 * Call in beforeAll; `stop()` in afterAll.
 */
export async function startMailCatcher(): Promise<{ messages: CaughtMail[]; lastTo(address: string): CaughtMail | undefined; stop(): Promise<void> }> {
  const messages: CaughtMail[] = [];
  const catcher = await startSmtpCatcher(({ to, raw }) => messages.push({ to, raw: raw.toString('utf8') }));
  process.env.SMTP_URL = catcher.url;
  resetEnvCache();
  resetMailTransport();
  return {
    messages,
    lastTo: (address) => [...messages].reverse().find((m) => m.to.includes(address.toLowerCase())),
    // Mails sent after an answer (an order's) reach the catcher before it closes.
    stop: async () => {
      await afterAnswerDone();
      await catcher.stop();
    },
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/**
 * startMailCatcher for the calling describe block: started in beforeAll, stopped in afterAll. Tests
 * whose orders or messages send e-mail use it so nothing leaves the process.
 */
export function useMailCatcher(): Omit<MailCatcher, 'stop'> {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(() => catcher.stop());
  return {
    get messages() {
      return catcher.messages;
    },
    lastTo: (address) => catcher.lastTo(address),
  };
}

/** The 4-digit code in a caught message's body (headers skipped: the Date header holds a year). */
export function codeIn(mail: CaughtMail | undefined): string {
  const raw = mail?.raw ?? '';
  const match = raw.slice(raw.search(/\r?\n\r?\n/)).match(/\b(\d{4})\b/);
  if (!match) throw new Error('no hay código de 4 dígitos en el correo');
  return match[1];
}

/** A caught mail's text, with quoted-printable soft breaks and escapes undone. */
export const mailText = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_s, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
