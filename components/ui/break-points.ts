/**
 * An e-mail address cut where a line may break without splitting a word: after each '@', '.', '-'
 * and '_' ('ana.perez@correo.cu' → ['ana.', 'perez@', 'correo.', 'cu']). Joined, the parts are the
 * address. Browsers alone do not break after a '-' followed by digits ('habana-1764…').
 */
export function emailParts(email: string): string[] {
  return email.match(/[^@._-]*[@._-]|[^@._-]+$/g) ?? [];
}
