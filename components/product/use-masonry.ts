'use client';

import { useEffect } from 'react';

/** Height of the grid's implicit rows, in px: each card spans as many as its own height needs. */
const ROW_PX = 4;

/**
 * Masonry for the product grid (docs/contract/catalogue.md §2): each card spans grid rows for its own height, so
 * the next card of its column starts one gap below it instead of waiting for the tallest card of a
 * row. The list keeps its order in the DOM (keyboard and screen readers follow it) and CSS grid puts
 * each card into the shortest column. Until this runs (server HTML, no JavaScript) the grid is
 * row-aligned; cards added later (the next page) and resized ones (a wider window) are placed again.
 */
export function useMasonry(list: HTMLUListElement | null): void {
  useEffect(() => {
    if (!list || typeof ResizeObserver === 'undefined') return;
    const sizes = new ResizeObserver((entries) => {
      const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
      for (const { target } of entries) {
        const item = target.parentElement;
        if (item) item.style.gridRowEnd = `span ${Math.ceil((target.getBoundingClientRect().height + gap) / ROW_PX)}`;
      }
      // Rows switch to the small step only once the cards span them (the same frame, before paint).
      list.style.gridAutoRows = `${ROW_PX}px`;
      list.style.rowGap = '0';
    });
    const watchCards = () => {
      for (const item of list.children) if (item.firstElementChild) sizes.observe(item.firstElementChild);
    };
    const added = new MutationObserver(watchCards);
    watchCards();
    added.observe(list, { childList: true });
    return () => {
      added.disconnect();
      sizes.disconnect();
    };
  }, [list]);
}
