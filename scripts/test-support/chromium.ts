import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's Chromium for the browser tests, installed with apt-get when missing (never a downloaded browser). */
export function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Falta Chromium en ${CHROMIUM_PATH}. Instálelo con: sudo apt-get install -y chromium`);
  }
  console.log('      Instalando Chromium de Debian (apt-get)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} falló; instale Chromium a mano: apt-get install -y chromium`);
  }
}
