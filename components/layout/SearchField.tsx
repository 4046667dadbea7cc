'use client';

import { layoutMessages } from '@/lib/messages/layout';
import { searchSuggestMessages } from '@/lib/messages/search-suggest';
import { Icon, searchIcon } from './icons';
import { PHRASE } from './search-field-state';
import { useSearchField } from './use-search-field';
import styles from './TopBar.module.css';
import suggestStyles from './SearchSuggestions.module.css';

/**
 * The top bar's search box (its state: use-search-field.ts), a combobox over the name
 * suggestions. Without JavaScript it is a plain GET form to '/'.
 */
export function SearchField() {
  const search = useSearchField();
  const { list, shown, active } = search;
  return (
    <div className={`${suggestStyles.wrap} ${styles.searchSlot}`}>
      <form
        role="search"
        action="/"
        method="get"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
      >
        <label htmlFor="top-search" className="visually-hidden">
          {layoutMessages.searchLabel}
        </label>
        <input
          id="top-search"
          name={PHRASE}
          type="search"
          value={search.value}
          placeholder={layoutMessages.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls="top-search-suggestions"
          aria-activedescendant={shown && active >= 0 && active < list.length ? `top-search-suggestion-${active}` : undefined}
          onKeyDown={search.keyDown}
          onBlur={search.close}
          onChange={(event) => search.type(event.target.value)}
        />
        <button type="submit" aria-label={layoutMessages.searchSubmit}>
          <Icon path={searchIcon} size={20} />
        </button>
      </form>
      <ul id="top-search-suggestions" role="listbox" aria-label={searchSuggestMessages.list} className={suggestStyles.list} hidden={!shown}>
        {list.map((text, i) => (
          <li
            key={text}
            id={`top-search-suggestion-${i}`}
            role="option"
            aria-selected={i === active}
            className={suggestStyles.option}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              search.pick(text);
            }}
          >
            {text}
          </li>
        ))}
      </ul>
      <span className="visually-hidden" aria-live="polite">
        {shown ? searchSuggestMessages.count(list.length) : ''}
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
        <Icon path={searchIcon} size={20} />
      </button>
    </form>
  );
}
