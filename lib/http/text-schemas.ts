import { z } from 'zod';
import { OBJECT_ID } from '../ids';
import { messages } from '../messages';

/** A document id from the browser: 24 hex digits, lower-cased. */
export const idSchema = z
  .string({ error: messages.server.validation })
  .regex(OBJECT_ID, messages.server.validation)
  .transform((id) => id.toLowerCase());

/** Free text a person writes (a comment, a reason): trimmed, at most `max` characters, no control characters but new lines. */
export function freeText(max: number) {
  return z
    .string({ error: messages.server.validation })
    .trim()
    .max(max, messages.reviews.textTooLong(max))
    .refine((value) => !/[\u0000-\u0009\u000b-\u001f\u007f]/.test(value), messages.server.validation);
}
