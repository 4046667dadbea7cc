/** Lower-case, accent-free text: 'Café TELEVISOR' → 'cafe televisor'. The ñ is kept apart from n. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ñ/g, '\u0000')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u0000/g, 'ñ');
}

/** Distinct folded words of at least 2 characters, as stored in Product.searchTokens. */
export function searchTokens(...texts: string[]): string[] {
  const words = foldText(texts.join(' ')).split(/[^a-z0-9ñ]+/);
  return [...new Set(words.filter((word) => word.length >= 2))];
}
