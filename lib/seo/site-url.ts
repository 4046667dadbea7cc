import { env } from '../env';

/** The store's public origin without a trailing slash: PUBLIC_URL, else http://localhost:PORT. */
export function siteUrl(): string {
  const config = env();
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}
