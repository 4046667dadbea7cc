import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** Where the specs leave screenshots of the screens they check, for people to look at. */
export const SCREENSHOTS = path.join(__dirname, '..', '..', 'test-results', 'screenshots');

/** The phone and desktop sizes the store is walked at (issue 20). */
export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

/** Saves the page as `{name}-{viewport width}.png` in SCREENSHOTS. */
export async function saveScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: options.fullPage ?? false });
}
