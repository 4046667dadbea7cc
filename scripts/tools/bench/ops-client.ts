import fs from 'node:fs';
import path from 'node:path';
import { paths } from '@/lib/http/paths';
import { BENCH_PASSWORD, type Account } from './ops-fixture';
import { CALL_TIMEOUT_MS } from './ops-measure';

/** A signed-in account of the benchmark: its id and the token the store answered at login. */
export type Session = { id: string; token: string };

type Options = { token?: string; body?: unknown; signal?: AbortSignal };

/** One call to the store over HTTP as a browser makes it; throws with the status and message unless 2xx. */
export async function send<T = unknown>(base: string, method: string, route: string, options: Options = {}): Promise<T> {
  const headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' };
  if (options.token) headers.authorization = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  // Untimed calls (a cart filled before an order) get the same deadline as timed ones, so nothing hangs.
  const signal = options.signal ?? AbortSignal.timeout(CALL_TIMEOUT_MS);
  const response = await fetch(base + route, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), signal });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route.split('?')[0]}: ${response.status} ${text.slice(0, 160)}`);
  return (text ? JSON.parse(text) : null) as T;
}

/**
 * Time to the first byte of the body: the headers and the first chunk, then the rest is dropped
 * (the finances CSV streams; its budget is its first byte).
 */
export async function firstByte(base: string, route: string, token: string, signal: AbortSignal): Promise<void> {
  const response = await fetch(base + route, { headers: { authorization: token }, signal });
  if (!response.ok) throw new Error(`GET ${route}: ${response.status} ${(await response.text()).slice(0, 160)}`);
  const reader = response.body!.getReader();
  const first = await reader.read();
  await reader.cancel();
  if (first.done || !first.value?.length) throw new Error(`GET ${route}: cuerpo vacío`);
}

/** Logs `account` in through the API and answers its session. */
export async function login(base: string, account: Account, signal?: AbortSignal): Promise<Session> {
  const answer = await send<{ token: string; user: { _id: string } }>(base, 'POST', paths.account.login(), {
    body: { username: account.username, password: BENCH_PASSWORD },
    signal,
  });
  return { id: String(answer.user._id), token: answer.token };
}

/** The 4-digit code of the newest registration mail to `email` written under `mailDir` (the store writes mail there without SMTP). */
export function registrationCode(mailDir: string, email: string): string {
  const files = fs.existsSync(mailDir)
    ? fs
        .readdirSync(mailDir)
        .filter((f) => f.endsWith(`${email}.eml`))
        .sort()
    : [];
  if (!files.length) throw new Error(`sin correo para ${email}`);
  const raw = fs.readFileSync(path.join(mailDir, files[files.length - 1]), 'utf8');
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  let body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  const code = /\b(\d{4})\b/.exec(body.replace(/=\r?\n/g, ''))?.[1];
  if (!code) throw new Error(`sin código en el correo para ${email}`);
  return code;
}
