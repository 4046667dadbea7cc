/**
 * Pictures below the fold wait until the shopper nears them. Chromium's own `loading="lazy"` starts
 * every picture within 1,250–2,500 px of the screen, which on a phone's home is the whole grid: on a
 * 400 kbps line two thirds of a first visit's bytes were pictures nobody had scrolled to. A deferred
 * picture is drawn with a one-pixel placeholder and its sources kept in data attributes; one
 * page-wide watcher (DeferredPictures) gives them back once it is near the screen.
 */

/** A transparent 1×1 GIF: the picture's box keeps its size (width, height, CSS) until the real one comes. */
export const PLACEHOLDER_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
export const DEFERRED_SRC = 'data-deferred-src';
export const DEFERRED_SRCSET = 'data-deferred-srcset';
const SELECTOR = `img[${DEFERRED_SRC}], img[${DEFERRED_SRCSET}]`;
/** How near the screen a picture starts loading: about a card's height ahead of the scroll. */
const AHEAD = '400px 0px';

/** The URL of a srcset's last candidate, the widest: next/image's `src` for the same picture. */
function widestCandidate(srcSet: string): string {
  return srcSet
    .slice(srcSet.lastIndexOf(', ') + 1)
    .trim()
    .replace(/ [^ ]+$/, '');
}

/**
 * The attributes of a deferred picture, from the sources it would have had. When `src` is the
 * srcset's widest candidate (as next/image draws every picture) it is not written again: a card's
 * picture URL is long, and the page carries it in its HTML and its flight data alike.
 */
export function deferredAttributes(src: string, srcSet: string | undefined): Record<string, string> {
  if (srcSet && widestCandidate(srcSet) === src) return { src: PLACEHOLDER_SRC, [DEFERRED_SRCSET]: srcSet };
  return { src: PLACEHOLDER_SRC, [DEFERRED_SRC]: src, ...(srcSet ? { [DEFERRED_SRCSET]: srcSet } : {}) };
}

type DeferredImage = Pick<Element, 'getAttribute' | 'setAttribute' | 'removeAttribute'>;

/** Gives a deferred picture its real sources (srcset first, so the browser picks once). */
export function reveal(image: DeferredImage): void {
  const srcSet = image.getAttribute(DEFERRED_SRCSET);
  const src = image.getAttribute(DEFERRED_SRC) ?? (srcSet === null ? null : widestCandidate(srcSet));
  if (src === null) return;
  if (srcSet) image.setAttribute('srcset', srcSet);
  image.setAttribute('src', src);
  image.removeAttribute(DEFERRED_SRC);
  image.removeAttribute(DEFERRED_SRCSET);
}

/** Watches `document` for deferred pictures, those drawn later included; answers the stop. */
export function watchDeferredPictures(document: Document): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    document.querySelectorAll(SELECTOR).forEach(reveal);
    return () => undefined;
  }
  const near = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        near.unobserve(entry.target);
        reveal(entry.target);
      }
    },
    { rootMargin: AHEAD },
  );
  const watchWithin = (root: ParentNode) => root.querySelectorAll(SELECTOR).forEach((image) => near.observe(image));
  watchWithin(document);
  const added = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(SELECTOR)) near.observe(node);
        else watchWithin(node);
      }
  });
  added.observe(document.body, { childList: true, subtree: true });
  return () => {
    near.disconnect();
    added.disconnect();
  };
}
