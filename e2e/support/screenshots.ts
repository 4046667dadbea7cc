import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Where the specs leave the screenshots people look at (issue 20). */
export const SCREENSHOTS = path.join(__dirname, '..', '..', 'test-results', 'screenshots');

/** The phone and desktop sizes every touched screen is photographed at. */
export const SCREENSHOT_SIZES = [{ width: 375, height: 812 }, { width: 1440, height: 900 }] as const;

/**
 * Saves `name-375.png` and `name-1440.png` of the page as it is now (the full page), then puts the
 * viewport back as it was.
 */
export async function screenshotBothSizes(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const size of SCREENSHOT_SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${size.width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
