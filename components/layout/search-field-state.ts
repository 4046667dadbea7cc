/** The home URL's key for the search text (a new phrase restarts the list from page 1). */
export const PHRASE = 'searchPhrase';

/** The home URL for `params` with `phrase` as the search text (other filters kept). */
export function homeUrl(params: URLSearchParams, phrase: string): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (phrase.trim()) next.set(PHRASE, phrase.trim());
  else next.delete(PHRASE);
  const query = next.toString();
  return query ? `/?${query}` : '/';
}

/** What a key does in the box: close the list, move the highlight, pick the highlighted suggestion, or nothing of ours. */
export type KeyMove = { kind: 'close' } | { kind: 'step'; step: 1 | -1 } | { kind: 'pick'; index: number } | null;

export function keyMove(key: string, { shown, active, count }: { shown: boolean; active: number; count: number }): KeyMove {
  if (key === 'Escape' && shown) return { kind: 'close' };
  if ((key === 'ArrowDown' || key === 'ArrowUp') && count) return { kind: 'step', step: key === 'ArrowDown' ? 1 : -1 };
  if (key === 'Enter' && shown && active >= 0 && active < count) return { kind: 'pick', index: active };
  return null;
}

/** The highlight after an arrow: -1 is the text box itself, and the arrows cycle through it and the `count` suggestions. */
export function stepActive(at: number, step: 1 | -1, count: number): number {
  return at + step >= count ? -1 : at + step < -1 ? count - 1 : at + step;
}

/**
 * The box when the URL's phrase changes: our own search arriving leaves the box alone (the user
 * may have typed on) and is no longer awaited; anything else (back, logo, a category) shows the URL's text.
 */
export function followUrl(urlPhrase: string, sent: { value: string; sentPhrase: string | null }): { value: string; sentPhrase: string | null } {
  if (sent.sentPhrase !== null && urlPhrase === sent.sentPhrase.trim()) return { value: sent.value, sentPhrase: null };
  return { value: urlPhrase, sentPhrase: sent.sentPhrase };
}

/** The phrase now on its way to the URL, or null when no URL change will come back (it is already there, or we are on another page). */
export function awaitedPhrase(phrase: string, { onHome, urlPhrase }: { onHome: boolean; urlPhrase: string }): string | null {
  return onHome && phrase.trim() !== urlPhrase ? phrase : null;
}
