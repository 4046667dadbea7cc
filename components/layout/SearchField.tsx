'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { layoutMessages } from '@/lib/messages/layout';
import { searchSuggestMessages } from '@/lib/messages/search-suggest';
import { Icon } from './icons';
import { useSuggestions } from './use-suggestions';
import styles from './TopBar.module.css';
import suggestStyles from './SearchSuggestions.module.css';

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
  const suggest = useSuggestions(value);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const shown = open && suggest.list.length > 0;

  // The URL changed: our own search arriving leaves the box alone (the user may have typed on);
  // anything else (back, logo, a category) shows the URL's text.
  if (urlPhrase !== seenUrlPhrase) {
    setSeenUrlPhrase(urlPhrase);
    if (sentPhrase !== null && urlPhrase === sentPhrase.trim()) setSentPhrase(null);
    else setValue(urlPhrase);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function pick(phrase: string) {
    setValue(phrase);
    setOpen(false);
    setActive(-1);
    send(phrase, onHome);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && suggest.list.length) {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text box itself: the arrows cycle through it and the suggestions.
      setActive((at) => (at + step >= suggest.list.length ? -1 : at + step < -1 ? suggest.list.length - 1 : at + step));
    } else if (event.key === 'Enter' && shown && active >= 0 && active < suggest.list.length) {
      event.preventDefault();
      pick(suggest.list[active]);
    }
  }

  function send(phrase: string, replace: boolean) {
    clearTimeout(timer.current);
    // No URL change is coming back when the phrase is already there (or we are on another page).
    setSentPhrase(onHome && phrase.trim() !== urlPhrase ? phrase : null);
    const url = homeUrl(onHome ? params : new URLSearchParams(), phrase);
    if (replace) router.replace(url, { scroll: false });
    else router.push(url);
  }

  return (
    <div className={`${suggestStyles.wrap} ${styles.searchSlot}`}>
      <form
        role="search"
        action="/"
        method="get"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          setOpen(false);
          send(value, onHome);
        }}
      >
        <label htmlFor="top-search" className="visually-hidden">
          {layoutMessages.searchLabel}
        </label>
        <input
          id="top-search"
          name={PHRASE}
          type="search"
          value={value}
          placeholder={layoutMessages.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls="top-search-suggestions"
          aria-activedescendant={shown && active >= 0 && active < suggest.list.length ? `top-search-suggestion-${active}` : undefined}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onChange={(event) => {
            const phrase = event.target.value;
            setValue(phrase);
            setOpen(true);
            setActive(-1);
            if (!onHome) return;
            clearTimeout(timer.current);
            timer.current = setTimeout(() => send(phrase, true), TYPING_DELAY_MS);
          }}
        />
        <button type="submit" aria-label={layoutMessages.searchSubmit}>
          <Icon name="search" size={20} />
        </button>
      </form>
      <ul id="top-search-suggestions" role="listbox" aria-label={searchSuggestMessages.list} className={suggestStyles.list} hidden={!shown}>
        {suggest.list.map((text, i) => (
          <li
            key={text}
            id={`top-search-suggestion-${i}`}
            role="option"
            aria-selected={i === active}
            className={suggestStyles.option}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(text);
            }}
          >
            {text}
          </li>
        ))}
      </ul>
      <span className="visually-hidden" aria-live="polite">
        {shown ? searchSuggestMessages.count(suggest.list.length) : ''}
      </span>
    </div>
  );
}

/** What the server renders before the search params are known: the same box, inert to typing state. */
export function SearchFieldFallback() {
  return (
    <form role="search" action="/" method="get" className={`${styles.search} ${styles.searchSlot}`}>
      <label htmlFor="top-search" className="visually-hidden">
        {layoutMessages.searchLabel}
      </label>
      <input id="top-search" name={PHRASE} type="search" placeholder={layoutMessages.searchPlaceholder} autoComplete="off" />
      <button type="submit" aria-label={layoutMessages.searchSubmit}>
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
