import { missingPublicUrlWarning } from './site-url';

test.each<[string, 'production' | 'development' | 'test', string | undefined, boolean]>([
  ['production without PUBLIC_URL: warns', 'production', undefined, true],
  ['production with PUBLIC_URL: quiet', 'production', 'https://importa.example', false],
  ['development without PUBLIC_URL: quiet', 'development', undefined, false],
  ['tests without PUBLIC_URL: quiet', 'test', undefined, false],
])('%s', (_, NODE_ENV, PUBLIC_URL, warns) => {
  const warning = missingPublicUrlWarning({ NODE_ENV, PUBLIC_URL, PORT: 3000 });
  expect(warning !== null).toBe(warns);
  if (warning) expect(warning).toMatch(/PUBLIC_URL.*\n.*http:\/\/localhost:3000/);
});
