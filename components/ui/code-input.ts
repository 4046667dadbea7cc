/**
 * Pure editing rules of a row of single-character code boxes (registration and recovery codes,
 * the cart's coupon). The code is kept contiguous: typing lands in the first empty box at most,
 * so focus always moves on to the next empty box.
 */
export type CodeEdit = { value: string; focus: number };

/** Only the accepted characters of `text`: digits, or letters and digits upper-cased. */
export function sanitizeCode(text: string, numeric: boolean): string {
  return numeric ? text.replace(/\D/g, '') : text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * Typing (or pasting) `typed` into box `index`: accepted characters overwrite from that box on
 * (never past the first empty box), extra characters are dropped, and focus moves after the last one.
 */
export function typeIntoCode(value: string, index: number, typed: string, length: number, numeric: boolean): CodeEdit {
  const chars = sanitizeCode(typed, numeric);
  const start = Math.min(Math.max(0, index), value.length, length - 1);
  if (!chars) return { value, focus: start };
  const next = (value.slice(0, start) + chars + value.slice(start + chars.length)).slice(0, length);
  return { value: next, focus: Math.min(start + chars.length, length - 1) };
}

/** Backspace in box `index`: clears that box's character, or the previous one when the box is empty; the code closes up. */
export function backspaceCode(value: string, index: number): CodeEdit {
  if (index < value.length) return { value: value.slice(0, index) + value.slice(index + 1), focus: index };
  if (value.length === 0) return { value, focus: 0 };
  return { value: value.slice(0, -1), focus: value.length - 1 };
}

/** The box that should take focus when box `index` is clicked: never past the first empty one. */
export function focusTarget(value: string, index: number, length: number): number {
  return Math.min(index, value.length, length - 1);
}
