import { z } from 'zod';
import { AppError, type PlainErrorCode } from '../errors';

// zod's own messages (for fields a schema gives no message) in Spanish too.
z.config(z.locales.es());

/** Largest JSON body any route accepts; bigger ones are refused before parsing. */
export const MAX_BODY_BYTES = 256 * 1024;
/** Deepest nesting accepted in a JSON body. */
const MAX_DEPTH = 32;

/** The request's JSON body, refusing oversize, malformed or too deeply nested input with a 400. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = (await readBodyBytes(request, MAX_BODY_BYTES, () => new AppError('validation'))).toString('utf8');
  if (text.trim() === '') return {};
  if (nestingDepth(text) > MAX_DEPTH) throw new AppError('validation');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('validation');
  }
  if (hasControlCharacters(value)) throw new AppError('validation');
  return value;
}

/**
 * Control characters no field of the store takes: NUL and the other C0 controls, DEL, and the
 * carriage return (browsers send line breaks as \n alone, so a \r can only be a header injection
 * attempt). Tab and \n stay allowed for multi-line texts such as descriptions.
 */
const FORBIDDEN_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** True when any string (or object key) in a parsed JSON value holds a forbidden control character. */
export function hasControlCharacters(value: unknown): boolean {
  if (typeof value === 'string') return FORBIDDEN_CONTROL.test(value);
  if (Array.isArray(value)) return value.some(hasControlCharacters);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => FORBIDDEN_CONTROL.test(key) || hasControlCharacters(item));
  }
  return false;
}

/**
 * The request body's bytes, refusing with `tooBig()` a declared Content-Length over `maxBytes` and
 * reading only up to `maxBytes` whatever it says: a chunked body without Content-Length cannot fill
 * the memory.
 */
export async function readBodyBytes(request: Request, maxBytes: number, tooBig: () => Error): Promise<Buffer> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooBig();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooBig();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The params of a zod refinement whose failure answers with AppError `code` (its own status and errorType) rather than 400 'validation'. */
export function answerAs(code: PlainErrorCode): { params: { answerAs: PlainErrorCode } } {
  return { params: { answerAs: code } };
}

/**
 * Parse `input` with `schema`; the first issue's message (Spanish, from the schema) becomes the
 * answer, or the AppError a refinement named with answerAs.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const code = issue?.code === 'custom' ? (issue.params?.answerAs as PlainErrorCode | undefined) : undefined;
  if (code) throw new AppError(code);
  throw new AppError('validation', { message: issue?.message, details: { field: issue?.path.join('.') ?? '' } });
}

/** Maximum bracket nesting in a JSON text, counted without parsing (strings skipped). */
function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') max = Math.max(max, ++depth);
    else if (char === '}' || char === ']') depth--;
  }
  return max;
}

/**
 * True when a request target's path cannot name anything of the store: a percent-encoding that
 * does not decode to UTF-8 ('%ff'), or a control character once decoded (no id, code or name in a
 * path has one). Next.js threw on the first in its param decoding (500s, decision 19.5); the
 * custom server answers 404 before Next.js sees it.
 */
export function isMalformedPath(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0];
  try {
    return /[\u0000-\u001f\u007f]/.test(decodeURIComponent(path));
  } catch {
    return true;
  }
}
