'use client';

/** Longest wait for the stylesheets before printing anyway. */
const STYLES_WAIT_MS = 2000;

/**
 * Prints one order: its card is copied with the page's stylesheets into a hidden frame and the
 * frame is printed, so the top bar, the footer and the other orders stay off the paper (the
 * card's own print rules hide its buttons).
 */
export function printOrder(card: HTMLElement, title: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0';
  document.body.append(frame);
  const doc = frame.contentDocument;
  const view = frame.contentWindow;
  if (!doc || !view) {
    frame.remove();
    window.print();
    return;
  }
  doc.title = title;
  doc.documentElement.lang = document.documentElement.lang;
  const styles = [...document.querySelectorAll<HTMLElement>('link[rel="stylesheet"], style')].map((node) => doc.importNode(node, true));
  doc.head.append(...styles);
  doc.body.append(doc.importNode(card, true));
  const loads = styles
    .filter((node) => node.tagName === 'LINK')
    .map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
        }),
    );
  const giveUp = new Promise((resolve) => setTimeout(resolve, STYLES_WAIT_MS));
  void Promise.race([Promise.all(loads), giveUp]).then(() => {
    view.focus();
    view.print();
    setTimeout(() => frame.remove(), 1000);
  });
}
