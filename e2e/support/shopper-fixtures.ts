import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { connectDb, disconnectDb } from '../../lib/db';
import type { LoginUserDto, ProfileDto } from '../../lib/account/dto';
import type { ProductDto } from '../../lib/catalog/dto';
import { toProductDtos } from '../../lib/catalog/sellers';
import { DEFAULT_PROVINCE } from '../../lib/geo/provinces';
import { paths } from '../../lib/http/paths';
import { messages } from '../../lib/messages';
import { Product } from '../../models/Product';
import { STORAGE_KEYS } from '../../components/auth/local-store';
import { DEMO_ACCOUNTS, type DemoRole } from '../../scripts/server/seed/users';
import { codeFromMail, waitForMail } from './mail';
import { alive } from './next-scripts';

/** A fresh account made through the API (code read from the real SMTP catcher), signed in. */
export type Account = { email: string; password: string; user: ProfileDto; token: string };

let counter = 0;

/** A unique e-mail for this run. */
export function freshEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@importa.test`;
}

/** Registers a new buyer through the API: confirmRegister, the e-mailed digits, then POST /api/accountImport. */
export async function createAccount(request: APIRequestContext, password = 'Prueba123', emailPrefix = 'cuenta'): Promise<Account> {
  const email = freshEmail(emailPrefix);
  const phone = '+5351234567';
  const after = Date.now() - 1000;
  const asked = await request.get(paths.account.confirmRegister(email, 'Prueba Pruebas', phone));
  if (!asked.ok()) throw new Error(`confirmRegister ${asked.status()}: ${await asked.text()}`);
  const { code } = (await asked.json()) as { code: string };
  const emailCode = codeFromMail(await waitForMail(email, { after }));
  const data = { username: email, email, phone, password, region: messages.register.unknownRegion, code, emailCode, name: 'Prueba', lastName: 'Pruebas' };
  const created = await request.post(paths.account.register(), { data });
  if (!created.ok()) throw new Error(`register ${created.status()}: ${await created.text()}`);
  const { user, token } = (await created.json()) as { user: ProfileDto; token: string };
  return { email, password, user, token };
}

/** Stores the session (and a province, so the home picker stays closed) the way the app does, then opens `path`. */
export async function signIn(page: Page, account: Pick<Account, 'user' | 'token'>, path: string): Promise<void> {
  await page.goto('/privacypolicy');
  await page.evaluate(
    ({ keys, user, token, region }) => {
      localStorage.setItem(keys.user, JSON.stringify({ ...user, accessToken: token }));
      localStorage.setItem(keys.region, JSON.stringify(region));
    },
    { keys: STORAGE_KEYS, user: account.user, token: account.token, region: DEFAULT_PROVINCE },
  );
  await page.goto(path);
  // Signed in means the page has read the stored session: it has come alive (the scripts start after the first paint).
  await alive(page);
}

/** Stores a province before every page load, so the home page's province picker stays closed. */
export async function keepProvince(page: Page): Promise<void> {
  await page.addInitScript(({ key, region }) => localStorage.setItem(key, JSON.stringify(region)), { key: STORAGE_KEYS.region, region: DEFAULT_PROVINCE });
}

/** Puts products in the signed-in user's local favorites (as the heart does), keyed by user id. */
export async function storeFavorites(page: Page, userId: string, products: ProductDto[]): Promise<void> {
  const own = Object.fromEntries(products.map((p) => [p._id, p]));
  await page.evaluate(({ key, map }) => localStorage.setItem(key, JSON.stringify(map)), { key: STORAGE_KEYS.favorites, map: { [userId]: own } });
}

export type Picks = {
  /** Non-fast, no tags, no calendar, more stock than maxCount: the maxCount message. */
  limited: ProductDto;
  /** Fast delivery, no tags, no calendar, little stock: the availableCount message. */
  scarce: ProductDto;
  /** Stock per size and colour, with one combination whose stock + 1 passes the other limits. */
  tagged: { product: ProductDto; size: string; color: string; stock: number };
  /** A delivery-calendar product. */
  calendar: ProductDto;
};

/** Suitable seeded products, read from the e2e database (the catalogue API is not needed). */
export async function pickProducts(): Promise<Picks> {
  await connectDb();
  try {
    const docs = await Product.find({ deleted: false, available: true, availableCount: { $gt: 0 } }).lean();
    const dtos = await toProductDtos(docs as Parameters<typeof toProductDtos>[0]);
    const plain = (p: ProductDto) => p.availableCountByTags.length === 0 && !p.deliveryCalendar.allowed;
    const limited = dtos.find((p) => plain(p) && !p.fastDelivery && p.availableCount > p.maxCount);
    const scarce = dtos.filter((p) => plain(p) && p.fastDelivery).sort((a, b) => a.availableCount - b.availableCount)[0];
    const calendar = dtos.find((p) => p.deliveryCalendar.allowed && p.availableCountByTags.length === 0);
    const tagged = dtos.flatMap((product) =>
      product.availableCountByTags
        .filter(
          (t) => t.availableCount > 0 && t.availableCount + 1 <= product.availableCount && (product.fastDelivery || t.availableCount + 1 <= product.maxCount),
        )
        .map((t) => ({ product, size: t.size, color: t.color, stock: t.availableCount })),
    )[0];
    if (!limited || !scarce || !calendar || !tagged) throw new Error('the seed has no product for one of the add-to-cart cases');
    return { limited, scarce, tagged, calendar };
  } finally {
    await disconnectDb();
  }
}

/** The login answer of a seeded demo account. */
export type DemoSession = { user: LoginUserDto; token: string };

/** Logs a seeded demo account in through the API. */
export async function loginAs(request: APIRequestContext, role: DemoRole): Promise<DemoSession> {
  const account = DEMO_ACCOUNTS.find((a) => a.key === role)!;
  const answer = await request.post(paths.account.login(), { data: { username: account.email, password: account.password } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as DemoSession;
}

/** Stores a demo session as the app does (getUserWithToken completes the profile), then opens `path`. */
export async function openAs(page: Page, session: DemoSession, path: string): Promise<void> {
  await signIn(page, { user: session.user as ProfileDto, token: session.token }, path);
}
