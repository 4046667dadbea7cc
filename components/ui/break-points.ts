/**
 * An e-mail address cut where a line may break without splitting a word: after each '@' and '.'
 * ('ana.perez@correo.cu' → ['ana.', 'perez@', 'correo.', 'cu']). Joined, the parts are the address.
 */
export function emailParts(email: string): string[] {
  return email.match(/[^@.]*[@.]|[^@.]+$/g) ?? [];
}
