import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env, type Env } from '../env';
import { globalSlot } from '../global-slot';

export type Mail = { to: string; subject: string; text: string; html?: string; devNote?: string };

type MailSlot = { transporter?: Transporter };
const slot = globalSlot<MailSlot>('__importaMail', () => ({}));

function transporter(): Transporter {
  const smtpUrl = env().SMTP_URL;
  slot.transporter ??= smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return slot.transporter;
}

/**
 * The start-up warning of a production store without SMTP_URL, or null: its mail (registration and
 * recovery codes included) reaches nobody and waits in MAIL_DIR, readable only by the store's user.
 */
export function missingSmtpWarning(config: Pick<Env, 'NODE_ENV' | 'SMTP_URL' | 'MAIL_DIR'>): string | null {
  if (config.NODE_ENV !== 'production' || config.SMTP_URL) return null;
  const rule = '!'.repeat(78);
  return [
    rule,
    '!! SMTP_URL no está definida: ningún correo sale de la tienda. Los códigos de registro y de',
    `!! recuperación nadie los recibe; se guardan en ${config.MAIL_DIR} (solo legible por este usuario).`,
    '!! Defínala, p. ej. SMTP_URL=smtps://usuario:clave@smtp.example:465 npm start',
    rule,
  ].join('\n');
}

/**
 * Send one e-mail: through SMTP_URL when set; otherwise the message is written under MAIL_DIR
 * (the folder 0700, the file 0600: it holds codes that reset a password). In development
 * `devNote` (for example the code) is printed too, so a local user can register; in production
 * no code ever reaches the log.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { MAIL_FROM, SMTP_URL, MAIL_DIR } = env();
  if (/[\r\n]/.test(mail.to) || /[\r\n]/.test(mail.subject)) throw new Error('mail header injection refused');
  const info = await transporter().sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  if (SMTP_URL) return;
  const dir = path.resolve(MAIL_DIR);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  // A folder made by an earlier version, or by hand, is closed too.
  fs.chmodSync(dir, 0o700);
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
  fs.writeFileSync(file, (info as { message: Buffer }).message, { mode: 0o600 });
  const note = mail.devNote && env().NODE_ENV !== 'production' ? ` — ${mail.devNote}` : '';
  console.log(`[correo sin enviar] para ${mail.to}: "${mail.subject}"${note} (${file})`);
}

/** Forget the transporter (tests that change SMTP_URL). */
export function resetMailTransport(): void {
  slot.transporter = undefined;
}
