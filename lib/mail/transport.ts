import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '../env';
import { globalSlot } from '../global-slot';

export type Mail = { to: string; subject: string; text: string; html?: string; devNote?: string };

type MailSlot = { transporter?: Transporter };
const slot = globalSlot<MailSlot>('__importaMail', () => ({}));

function transporter(): Transporter {
  const smtpUrl = env().SMTP_URL;
  slot.transporter ??= smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return slot.transporter;
}

/**
 * Send one e-mail: through SMTP_URL when set; otherwise (development) the message is written
 * under .data/mail/ and `devNote` (for example the code) is printed, so a local user can register.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const { MAIL_FROM, SMTP_URL, MAIL_DIR } = env();
  if (/[\r\n]/.test(mail.to) || /[\r\n]/.test(mail.subject)) throw new Error('mail header injection refused');
  const info = await transporter().sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  if (SMTP_URL) return;
  const dir = path.resolve(MAIL_DIR);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@._-]/gi, '_')}.eml`);
  fs.writeFileSync(file, (info as { message: Buffer }).message);
  console.log(`[correo de desarrollo] para ${mail.to}: "${mail.subject}"${mail.devNote ? ` — ${mail.devNote}` : ''} (${file})`);
}

/** Forget the transporter (tests that change SMTP_URL). */
export function resetMailTransport(): void {
  slot.transporter = undefined;
}
