/**
 * What the browser tests share about a page: signing in to the inbox as the owner, and collecting what the
 * page reports (errors, uncaught exceptions), minus the answers a receiver documents as expected.
 */
import type { Page } from 'playwright-core';

/** Signs in at `<base>/admin/` with the admin token and waits for the list. */
export async function signInToInbox(page: Page, base: string, token: string): Promise<void> {
  await page.goto(`${base}/admin/`);
  await page.getByLabel('Admin token').fill(token);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: /^Requests/ }).waitFor();
}

export type ConsoleOptions = {
  /** Paths whose failed answers are expected (e.g. `/api/quote` answers 404 for a listing without prices). */
  expected?: readonly string[];
  /** Console message types that count as a problem. Default errors only. */
  types?: readonly string[];
};

/** Collects the page's console errors and uncaught exceptions into the returned list, as they happen. */
export function collectProblems(page: Page, { expected = [], types = ['error'] }: ConsoleOptions = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (expected.includes(new URL(message.location().url || 'about:blank').pathname)) return;
    if (types.includes(message.type())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
