'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { awaitedPhrase, homeUrl, isOwnSearch, keyMove, PHRASE, stepActive } from './search-field-state';
import { useSuggestions } from './use-suggestions';

const TYPING_DELAY_MS = 400;

/**
 * The top bar's search box: its text, the suggestions list and its highlight. On the home page
 * the URL follows the text as the user types (debounced, replace: back does not replay
 * keystrokes); elsewhere a search goes to /?searchPhrase=.
 */
export function useSearchField() {
  const router = useRouter();
  const onHome = usePathname() === '/';
  const params = useSearchParams();
  const urlPhrase = params.get(PHRASE) ?? '';
  const [value, setValue] = useState(urlPhrase);
  const [seenUrlPhrase, setSeenUrlPhrase] = useState(urlPhrase);
  /** The phrase sent to the URL and not yet seen back there (null when none is on its way). */
  const [sentPhrase, setSentPhrase] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { list } = useSuggestions(value);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const shown = open && list.length > 0;

  if (urlPhrase !== seenUrlPhrase) {
    setSeenUrlPhrase(urlPhrase);
    if (isOwnSearch(urlPhrase, sentPhrase)) setSentPhrase(null);
    else setValue(urlPhrase);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function send(phrase: string, replace: boolean) {
    clearTimeout(timer.current);
    setSentPhrase(awaitedPhrase(phrase, onHome, urlPhrase));
    const url = homeUrl(onHome ? params : new URLSearchParams(), phrase);
    if (replace) router.replace(url, { scroll: false });
    else router.push(url);
  }

  function pick(phrase: string) {
    setValue(phrase);
    setOpen(false);
    setActive(-1);
    send(phrase, onHome);
  }

  return {
    value,
    /** The suggestions for the text typed so far. */
    list,
    /** The list is open and has something to show. */
    shown,
    /** The highlighted suggestion; -1 is the text box itself. */
    active,
    pick,
    type(phrase: string) {
      setValue(phrase);
      setOpen(true);
      setActive(-1);
      if (!onHome) return;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(phrase, true), TYPING_DELAY_MS);
    },
    keyDown(event: KeyboardEvent<HTMLInputElement>) {
      const move = keyMove(event.key, shown, active, list.length);
      if (!move) return;
      event.preventDefault();
      if (move === 'close') {
        setOpen(false);
        setActive(-1);
      } else if (move === 'pick') pick(list[active]);
      else {
        setOpen(true);
        setActive((at) => stepActive(at, move === 'down' ? 1 : -1, list.length));
      }
    },
    submit() {
      setOpen(false);
      send(value, onHome);
    },
    close: () => setOpen(false),
  };
}
