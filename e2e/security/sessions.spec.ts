import { expect, test } from '@playwright/test';
import { paths } from '../../lib/http/paths';
import { messages as m } from '../../lib/messages';
import { createAccount, signIn } from '../support/shopper-fixtures';

/*
 * Decision 19.9 as the buyer lives it: CERRAR SESIÓN EN TODOS LOS DISPOSITIVOS in MI CUENTA ends
 * this browser's session and every other one (a second sign-in standing for another phone).
 */
test('logout everywhere from MI CUENTA ends this session and the one on another device', async ({ page, request }) => {
  const account = await createAccount(request);
  const elsewhere = await request.post(paths.account.login(), { data: { username: account.email, password: account.password } });
  expect(elsewhere.status()).toBe(200);
  const { token: otherDevice } = (await elsewhere.json()) as { token: string };

  await signIn(page, account, '/account');
  const button = page.getByRole('button', { name: m.account.logoutEverywhere });
  await expect(button).toBeVisible({ timeout: 15_000 });
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(m.account.logoutEverywhereConfirm);
    void dialog.accept();
  });
  await button.click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });

  for (const token of [account.token, otherDevice]) {
    expect((await request.get(paths.account.getUserWithToken(), { headers: { authorization: token } })).status()).toBe(401);
  }
  // Signing in again starts a new session.
  expect((await request.post(paths.account.login(), { data: { username: account.email, password: account.password } })).status()).toBe(200);
});
