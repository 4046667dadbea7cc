import { escapeRegex } from '../catalog/database/mongo-filter';
import { foldText } from '../catalog/search-text';

/** Each folded vowel (and c) stands for its accented forms, so 'jose' finds 'José'. */
const ACCENTED: Record<string, string> = {
  a: 'aáàâäã',
  e: 'eéèêë',
  i: 'iíìîï',
  o: 'oóòôöõ',
  u: 'uúùûü',
  c: 'cç',
};

/**
 * A regular expression source matching `text` at the start of a field or of any word in it,
 * ignoring accents (use with the case-insensitive option). Every character of `text` is either
 * a fixed accent class or escaped, so the caller's text can never act as a pattern.
 */
export function accentInsensitivePrefix(text: string): string {
  const body = [...foldText(text.trim())].map((char) => (ACCENTED[char] ? `[${ACCENTED[char]}]` : escapeRegex(char))).join('');
  return `(?:^|\\s)${body}`;
}
