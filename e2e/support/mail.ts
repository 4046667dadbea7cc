import fs from 'node:fs';
import path from 'node:path';

/** The newest e-mail the store sent to `address` during this run, waiting up to `timeoutMs` for it. */
export async function waitForMail(address: string, { after = 0, timeoutMs = 10_000 } = {}): Promise<string> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR falta: ejecute las pruebas con npm run test:e2e');
  const deadline = Date.now() + timeoutMs;
  const wanted = address.toLowerCase();
  while (Date.now() < deadline) {
    const files = fs
      .readdirSync(dir)
      .filter((name) => name.includes(wanted) && Number(name.split('-')[0]) >= after)
      .sort();
    if (files.length) return fs.readFileSync(path.join(dir, files[files.length - 1]), 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no llegó ningún correo para ${address}`);
}

/** The 4-digit code in an e-mail's body (headers skipped: the Date header holds a year). */
export function codeFromMail(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  const match = body.match(/\b(\d{4})\b/);
  if (!match) throw new Error('el correo no tiene un código de 4 dígitos');
  return match[1];
}
