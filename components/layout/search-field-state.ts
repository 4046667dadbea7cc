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

/** What a key does in the box: close the list, move the highlight, pick the highlighted suggestion, or nothing of ours (null). */
export type KeyMove = 'close' | 'down' | 'up' | 'pick' | null;

export function keyMove(key: string, shown: boolean, active: number, count: number): KeyMove {
  if (key === 'Escape' && shown) return 'close';
  if ((key === 'ArrowDown' || key === 'ArrowUp') && count) return key === 'ArrowDown' ? 'down' : 'up';
  return key === 'Enter' && shown && active >= 0 && active < count ? 'pick' : null;
}

/** The highlight after an arrow: -1 is the text box itself, and the arrows cycle through it and the `count` suggestions. */
export function stepActive(at: number, step: 1 | -1, count: number): number {
  return at + step >= count ? -1 : at + step < -1 ? count - 1 : at + step;
}

/**
 * True when the URL's new phrase is our own search arriving: the box is left alone (the user may
 * have typed on); any other change (back, logo, a category) shows the URL's text.
 */
export function isOwnSearch(urlPhrase: string, sentPhrase: string | null): boolean {
  return sentPhrase !== null && urlPhrase === sentPhrase.trim();
}

/** The phrase now on its way to the URL, or null when no URL change will come back (it is already there, or we are on another page). */
export function awaitedPhrase(phrase: string, onHome: boolean, urlPhrase: string): string | null {
  return onHome && phrase.trim() !== urlPhrase ? phrase : null;
}
