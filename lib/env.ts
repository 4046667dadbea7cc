import '#server-only';
import { z } from 'zod';
import { parseTrustProxy } from './http/client-address';
import { RENDERS_AT_ONCE } from './http/render-gate';

/**
 * The store's configuration, parsed once from process.env. No other file reads process.env
 * (except literal NEXT_PUBLIC_* reads). Development defaults for secrets are generated into
 * .data/ by scripts/server/start.ts before the server starts, so a missing secret here is an error.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  PUBLIC_URL: z.string().url().optional(),
  MONGODB_URI: z.string().min(1, 'MONGODB_URI'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET (al menos 32 caracteres)'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Importa <no-responder@importa.local>'),
  MAIL_DIR: z.string().default('.data/mail'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().default('mailto:soporte@importa.local'),
  REDIS_URL: z.string().optional(),
  UPLOAD_DIR: z.string().default('public/uploads'),
  /** Private pictures (delivery photos, review and claim photos, payment receipts): never served as static files. */
  PRIVATE_UPLOAD_DIR: z.string().default('.data/private'),
  AIR_RATE_PER_KG: z.coerce.number().nonnegative().default(12),
  SEA_RATE_PER_KG: z.coerce.number().nonnegative().default(4),
  /** Pages the custom server renders at once, the rest waiting their turn (lib/http/render-gate.ts). */
  IMPORTA_RENDERS_AT_ONCE: z.coerce.number().int().positive().default(RENDERS_AT_ONCE),
  /** Proxies trusted to name the client in X-Forwarded-For (hops or addresses, like Express's trust proxy; lib/http/client-address.ts). */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((text, ctx) => {
      try {
        return parseTrustProxy(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Only the embedded FerretDB needs the per-document lock; real MongoDB gets it too (harmless). */
  DATABASE_KIND: z.enum(['mongodb', 'ferretdb', 'external']).default('external'),
  /**
   * Where the in-memory catalogue keeps its snapshot, beside the embedded database it mirrors
   * (set by scripts/server/start.ts and the benchmark); unset: no snapshot (lib/catalog/memory/snapshot.ts).
   */
  CATALOG_SNAPSHOT_FILE: z.string().optional(),
  /** Test only (lib/orders/checkpoint.ts): order creation stops for good at this step, so a test can kill the process there. */
  ORDER_TEST_PAUSE_AT: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/** The parsed configuration; throws one message naming every missing or invalid key. */
export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((issue) => issue.path.join('.') || issue.message);
    throw new Error(
      `Configuración incompleta: ${keys.join(', ')}. Use "npm start", que genera los valores de desarrollo en .data/, o defínalos en el entorno.`,
    );
  }
  cached = parsed.data;
  return cached;
}

/** Forget the parsed configuration (tests that change process.env). */
export function resetEnvCache(): void {
  cached = undefined;
}
