import { env, type Env } from '../env';

/** The store's public origin without a trailing slash: PUBLIC_URL, else http://localhost:PORT. */
export function siteUrl(): string {
  const config = env();
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

/**
 * The warning a production server prints when PUBLIC_URL is missing: canonical links, og:url,
 * the sitemap, mail links and Stripe's return address would all point shoppers to localhost.
 * Null when it is set, or in development.
 */
export function missingPublicUrlWarning(config: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'PORT'>): string | null {
  if (config.NODE_ENV !== 'production' || config.PUBLIC_URL) return null;
  const rule = '!'.repeat(78);
  return [
    rule,
    `!! PUBLIC_URL no está definida: los enlaces canónicos, og:url, el sitemap, los correos y Stripe`,
    `!! anuncian http://localhost:${config.PORT}, que nadie más puede abrir. Defínala con la dirección pública,`,
    `!! p. ej. PUBLIC_URL=https://importa.example npm start`,
    rule,
  ].join('\n');
}
