import type { Page } from '@playwright/test';
import { PAGE_ALIVE_ATTRIBUTE } from '../../lib/http/page-alive';
import { pageScriptsOf } from '../../lib/http/scripts-after-paint';

/** How many of Next.js's scripts the page fetches or has queued until its first paint (lib/http/scripts-after-paint.ts). */
export async function nextScriptCount(page: Page): Promise<number> {
  return pageScriptsOf(await page.content()).filter((src) => src.startsWith('/_next/')).length;
}

/** Resolves once React has committed the hydrated page (lib/http/page-alive.ts). */
export async function alive(page: Page): Promise<void> {
  await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), PAGE_ALIVE_ATTRIBUTE);
}

/**
 * Resolves once the page has come alive and its network is quiet: what appears only after hydration
 * (a signed-in buyer's notification prompt over the bottom of the window, components/auth/NotificationPrompt.tsx)
 * has appeared, so Playwright sees what a tap would land on. The scripts start after the first paint,
 * often after the load event Playwright waits for.
 */
export async function settled(page: Page): Promise<void> {
  await alive(page);
  await page.waitForLoadState('networkidle');
}
