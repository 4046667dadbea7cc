'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { messages } from '@/lib/messages';
import { Icon } from './icons';
import styles from './TopBar.module.css';

/** Home query keys a new search phrase resets (the list restarts from page 1). */
const PHRASE = 'searchPhrase';
const TYPING_DELAY_MS = 400;

/** The home URL for `params` with `phrase` as the search text (other filters kept). */
function homeUrl(params: URLSearchParams, phrase: string): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (phrase.trim()) next.set(PHRASE, phrase.trim());
  else next.delete(PHRASE);
  const query = next.toString();
  return query ? `/?${query}` : '/';
}

/**
 * The top bar's search box. On the home page the URL follows the text as the user types
 * (debounced, replace: back does not replay keystrokes); elsewhere Enter goes to /?searchPhrase=.
 * Without JavaScript it is a plain GET form to '/'.
 */
export function SearchField() {
  const router = useRouter();
  const onHome = usePathname() === '/';
  const params = useSearchParams();
  const urlPhrase = params.get(PHRASE) ?? '';
  const [value, setValue] = useState(urlPhrase);
  const [seenUrlPhrase, setSeenUrlPhrase] = useState(urlPhrase);
  /** The phrase sent to the URL and not yet seen back there (null when none is on its way). */
  const [sentPhrase, setSentPhrase] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed: our own search arriving leaves the box alone (the user may have typed on);
  // anything else (back, logo, a category) shows the URL's text.
  if (urlPhrase !== seenUrlPhrase) {
    setSeenUrlPhrase(urlPhrase);
    if (sentPhrase !== null && urlPhrase === sentPhrase.trim()) setSentPhrase(null);
    else setValue(urlPhrase);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function send(phrase: string, replace: boolean) {
    clearTimeout(timer.current);
    // No URL change is coming back when the phrase is already there (or we are on another page).
    setSentPhrase(onHome && phrase.trim() !== urlPhrase ? phrase : null);
    const url = homeUrl(onHome ? params : new URLSearchParams(), phrase);
    if (replace) router.replace(url, { scroll: false });
    else router.push(url);
  }

  return (
    <form
      role="search"
      action="/"
      method="get"
      className={styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        send(value, onHome);
      }}
    >
      <label htmlFor="top-search" className="visually-hidden">{messages.layout.searchLabel}</label>
      <input
        id="top-search"
        name={PHRASE}
        type="search"
        value={value}
        placeholder={messages.layout.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          const phrase = event.target.value;
          setValue(phrase);
          if (!onHome) return;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(phrase, true), TYPING_DELAY_MS);
        }}
      />
      <button type="submit" aria-label={messages.layout.searchSubmit}>
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}

/** What the server renders before the search params are known: the same box, inert to typing state. */
export function SearchFieldFallback() {
  return (
    <form role="search" action="/" method="get" className={styles.search}>
      <label htmlFor="top-search" className="visually-hidden">{messages.layout.searchLabel}</label>
      <input id="top-search" name={PHRASE} type="search" placeholder={messages.layout.searchPlaceholder} autoComplete="off" />
      <button type="submit" aria-label={messages.layout.searchSubmit}>
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
