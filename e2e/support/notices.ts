import { expect, type Page } from '@playwright/test';

const KEY = 'e2e-notices';

/**
 * Records every notice the page announces (its live regions: the snackbar's status and alert) in
 * session storage, so a test can check a notice that shows for one second after the fact, on a
 * machine too busy to catch it on screen, and across the reload a sign-in may cause.
 */
export async function recordNotices(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const remember = () => {
      const seen: string[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      for (const region of document.querySelectorAll('[role="status"], [role="alert"]')) {
        const text = region.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
      sessionStorage.setItem(key, JSON.stringify(seen));
    };
    const watch = () => new MutationObserver(remember).observe(document.body, { subtree: true, childList: true, characterData: true });
    if (document.body) watch();
    else document.addEventListener('DOMContentLoaded', watch);
  }, KEY);
}

/** Passes once the page has announced `text` (see recordNotices), whether or not it still shows. */
export async function expectNotice(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], KEY))
    .toContainEqual(expect.stringContaining(text));
}
