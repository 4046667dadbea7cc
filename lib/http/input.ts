import { z } from 'zod';
import { AppError } from '../errors';

// zod's own messages (for fields a schema gives no message) in Spanish too.
z.config(z.locales.es());

/** Largest JSON body any route accepts; bigger ones are refused before parsing. */
export const MAX_BODY_BYTES = 256 * 1024;
/** Deepest nesting accepted in a JSON body. */
const MAX_DEPTH = 32;

/** The request's JSON body, refusing oversize, malformed or too deeply nested input with a 400. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new AppError('validation');
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new AppError('validation');
  if (text.trim() === '') return {};
  if (nestingDepth(text) > MAX_DEPTH) throw new AppError('validation');
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('validation');
  }
}

/** Parse `input` with `schema`; the first issue's message (Spanish, from the schema) becomes the answer. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
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
