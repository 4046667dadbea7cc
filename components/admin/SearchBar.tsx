'use client';

import { useState, type ReactNode } from 'react';
import { layoutMessages } from '@/lib/messages/layout';
import { TextField } from '@/components/ui/Field';
import styles from './admin.module.css';

/** A search box that applies on submit (Enter or the button); `children` adds more filters. */
export function SearchBar({ label, onSearch, children }: { label: string; onSearch(text: string): void; children?: ReactNode }) {
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextField label={label} type="search" value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
      {children}
      <button type="submit" className="button">
        {layoutMessages.searchSubmit}
      </button>
    </form>
  );
}
