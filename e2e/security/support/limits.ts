import { expect, type APIResponse } from '@playwright/test';
import { messages as m } from '../../../lib/messages';

/** The answer is the limiter's: 429, a whole-second Retry-After within the rule's window, and the Spanish message. */
export async function expectLimited(answer: APIResponse, rule: { windowMs: number }, label: string): Promise<void> {
  expect(answer.status(), `${label}: ${await answer.text()}`).toBe(429);
  const retryAfter = Number(answer.headers()['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= rule.windowMs / 1000, `${label} Retry-After ${retryAfter}`).toBe(true);
  expect(((await answer.json()) as { message: string }).message).toBe(m.server.rateLimited);
}
