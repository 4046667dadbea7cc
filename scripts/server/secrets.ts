import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { DATA_DIR } from './paths';

type Secrets = { JWT_SECRET: string; VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string };

/**
 * Development defaults for secrets the environment does not set: generated once into
 * .data/secrets.json (never committed) and copied into process.env. Values set in the
 * environment always win.
 */
export function applyDevelopmentSecrets(): { generated: string[] } {
  const file = path.join(DATA_DIR, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  const generated: string[] = [];
  if (!stored.JWT_SECRET) {
    stored.JWT_SECRET = crypto.randomBytes(48).toString('hex');
    generated.push('JWT_SECRET');
  }
  if (!stored.VAPID_PUBLIC_KEY || !stored.VAPID_PRIVATE_KEY) {
    const keys = webpush.generateVAPIDKeys();
    stored.VAPID_PUBLIC_KEY = keys.publicKey;
    stored.VAPID_PRIVATE_KEY = keys.privateKey;
    generated.push('VAPID');
  }
  if (generated.length) {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  }
  for (const [key, value] of Object.entries(stored)) process.env[key] ??= value;
  return { generated };
}
