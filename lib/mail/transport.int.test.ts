import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { resetEnvCache } from '@/lib/env';
import { recoverCodeMail } from './templates';
import { missingSmtpWarning, resetMailTransport, sendMail } from './transport';

/*
 * A store without SMTP_URL keeps its mail on disk. In production that mail holds codes that reset
 * a password: none may reach the log, the files are readable by the store's user only, and the
 * start warns that no mail leaves.
 */

const saved = { NODE_ENV: process.env.NODE_ENV, SMTP_URL: process.env.SMTP_URL, MAIL_DIR: process.env.MAIL_DIR };
let dir: string;

function configure(values: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
  resetMailTransport();
}

beforeEach(() => {
  dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'importa-correo-')), 'mail');
});

afterAll(() => configure(saved));

async function logOf(send: () => Promise<void>): Promise<string> {
  const lines: string[] = [];
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))),
  );
  try {
    await send();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.join('\n');
}

test('in production without SMTP_URL a recovery code never reaches the log, and its file is 0600 in a 0700 folder', async () => {
  configure({ NODE_ENV: 'production', SMTP_URL: undefined, MAIL_DIR: dir });
  // A folder left open by an earlier version is closed as well.
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  fs.chmodSync(dir, 0o755);
  const log = await logOf(() => sendMail(recoverCodeMail('ana@prueba.cu', '5114')));
  expect(log).not.toContain('5114');
  expect(log).toContain('ana@prueba.cu');
  const [file] = fs.readdirSync(dir);
  expect(fs.readFileSync(path.join(dir, file), 'utf8')).toContain('5114');
  expect(fs.statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
});

test('in development the code is printed, so a local user can register', async () => {
  configure({ NODE_ENV: 'development', SMTP_URL: undefined, MAIL_DIR: dir });
  expect(await logOf(() => sendMail(recoverCodeMail('ana@prueba.cu', '7301')))).toContain('7301');
  expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
});

test('a production start without SMTP_URL warns, naming where the mail waits; with it, or in development, it does not', () => {
  expect(missingSmtpWarning({ NODE_ENV: 'production', SMTP_URL: undefined, MAIL_DIR: '.data/mail' })).toMatch(/SMTP_URL no está definida[\s\S]*\.data\/mail/);
  expect(missingSmtpWarning({ NODE_ENV: 'production', SMTP_URL: 'smtp://correo:25', MAIL_DIR: '.data/mail' })).toBeNull();
  expect(missingSmtpWarning({ NODE_ENV: 'development', SMTP_URL: undefined, MAIL_DIR: '.data/mail' })).toBeNull();
});
