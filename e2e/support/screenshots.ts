import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Where the specs leave screenshots of the screens they check, for people to look at (decision 20). */
export const SCREENSHOTS = path.join(__dirname, '..', '..', 'test-results', 'screenshots');

/** The phone and desktop sizes the store is walked at. */
export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

function screenshotPath(name: string, width: number): string {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  return path.join(SCREENSHOTS, `${name}-${width}.png`);
}

/** Saves the page as `{name}-{viewport width}.png` in SCREENSHOTS. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await page.screenshot({ path: screenshotPath(name, page.viewportSize()?.width ?? 0), fullPage: options.fullPage ?? false });
}

/**
 * Saves `name-375.png` and `name-1440.png` of the page as it is now (the full page), then puts the
 * viewport back as it was.
 */
export async function screenshotBothSizes(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: screenshotPath(name, size.width), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
