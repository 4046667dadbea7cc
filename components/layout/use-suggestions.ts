'use client';

import { useEffect, useState } from 'react';
import { foldText } from '@/lib/catalog/search-text';

/** Wait after the last keystroke before asking (each answer is tiny, but a request per key is not). */
export const SUGGEST_DELAY_MS = 250;

/**
 * Up to five product names for the text typed so far, from GET /api/productsImport/suggest,
 * asked once the typing pauses; a late answer for older text is dropped. Nothing is asked for
 * text the search would not use (under two letters).
 */
export function useSuggestions(text: string): { list: string[] } {
  const [answer, setAnswer] = useState<{ text: string; list: string[] }>({ text: '', list: [] });
  // A word of two letters is the shortest the search reads (lib/catalog/query.ts).
  const searchable = /[a-z0-9ñ]{2}/.test(foldText(text));

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/productsImport/suggest?q=${encodeURIComponent(text.trim())}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : { suggestions: [] }))
        .then((body: { suggestions?: string[] }) => setAnswer({ text, list: body.suggestions ?? [] }))
        .catch(() => undefined); // offline or aborted: no suggestions, the search still works
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, searchable]);

  return { list: searchable && answer.text === text ? answer.list : [] };
}
