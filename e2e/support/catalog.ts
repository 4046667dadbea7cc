import { expect, type APIRequestContext } from '@playwright/test';

/** A product page's path, wherever the store links one (pages, sitemap). */
export const PRODUCT_LINK = /\/products\/detail\/[a-f0-9]{24}/g;

/** The path of the first product the server-rendered home links. */
export async function firstProductPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const match = html.match(PRODUCT_LINK);
  expect(match).not.toBeNull();
  return match![0];
}
