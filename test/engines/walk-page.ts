/** What both walks share: waiting for the page, loading it in a language, reading a widget's state. */
import { setTimeout as delay } from 'node:timers/promises';
import type { EnginePage } from './engine-page';

/** Resolves once `check` answers truthy (asked every 100 ms), or fails naming `what` after `timeout` ms. */
export async function until<T>(check: () => Promise<T>, what: string, timeout = 15_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await delay(100);
  }
}

/** Sets `<html lang>` and mounts both widgets afresh, so they start in that language (runs in the page). */
function speak(lang: string): void {
  if (document.documentElement.lang === lang) return;
  document.documentElement.lang = lang;
  for (const widget of document.querySelectorAll('bali-booking-form, bali-reviews')) widget.replaceWith(widget.cloneNode(true));
}

/** Collects the page's uncaught errors and unhandled rejections from now on (runs in the page). */
function watchErrors(): void {
  const seen: string[] = [];
  (window as unknown as { walkErrors: string[] }).walkErrors = seen;
  addEventListener('error', (event) => seen.push(String(event.message)));
  addEventListener('unhandledrejection', (event) => seen.push(String(event.reason)));
}

/** Loads the demo page at `url`, its `<html lang>` being `lang`, and starts collecting its errors. */
export async function showPage(page: EnginePage, url: string, lang: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(watchErrors);
  await page.evaluate(speak, lang);
}

/** What the page threw since showPage (uncaught errors, unhandled rejections). */
export const pageErrors = (page: EnginePage) => page.evaluate(() => (window as unknown as { walkErrors: string[] }).walkErrors);

/** The trip step's values as the form holds them, and how many travel tiles are ticked (runs in the page). */
export function tripValues(host: string) {
  const root = document.querySelector(host)!.shadowRoot!;
  const value = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)?.value;
  return {
    checkIn: value('checkIn'),
    checkOut: value('checkOut'),
    budgetAmount: value('budgetAmount'),
    travelType: root.querySelectorAll('input[name="travelType"]:checked').length,
  };
}
