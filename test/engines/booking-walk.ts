/**
 * A guest's whole booking on the demo page, the same in every engine: Next on an incomplete step 1 shows
 * the banner, step 2 is filled with the keyboard and the mouse (nights the listing's calendar has taken: the
 * availability notice, and the estimate with its price details), the first send meets a receiver that is down (the failure message), the second
 * succeeds, and the request is stored once with what was typed.
 */
import { expect } from 'vitest';
import type { EnginePage, Target } from './engine-page';
import type { OutageProxy } from './outage-proxy';
import { walkText } from './walk-text';
import { pageErrors, showPage, tripValues, until } from './walk-page';

export type BookingWalk = {
  page: EnginePage;
  /** The proxy the page is loaded through (its first booking POST fails). */
  site: OutageProxy;
  /** The requests the receiver stored (the owner's listing). */
  listed(): Promise<Record<string, unknown>[]>;
  /** Tells this walk's guest apart from other walks' on the same server. */
  guest: string;
  lang?: string;
};

const FORM = 'bali-booking-form';
const inForm = (selector: string, text?: string): Target => ({ host: FORM, selector, ...(text !== undefined && { text }) });

/** The form's visible alert texts (banner, send failure) and its heading. */
function formState(host: string) {
  const root = document.querySelector(host)?.shadowRoot;
  return {
    alert: root?.querySelector('[role="alert"]')?.textContent?.trim() ?? '',
    heading: root?.querySelector('h3')?.textContent?.trim() ?? '',
    step2: Boolean(root?.querySelector('input[name="checkIn"]')),
    notice: root?.querySelector('[part="availability"]')?.textContent ?? '',
    estimate: root?.querySelector('.estimate__total')?.textContent ?? '',
    priceLines: root?.querySelectorAll('.estimate__lines li').length ?? 0,
    name: root?.querySelector<HTMLInputElement>('input[name="name"]')?.value,
    // The phone library in place of the stand-in of first paint.
    ready: Boolean(root?.querySelector('input[name="name"]') && root.querySelector('.selected-flag[role="button"]')),
  };
}

/** `YYYY-MM-DD`, `days` after the page's own local today (its clock, its time zone). */
function pageIsoIn(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export async function walkBooking({ page, site, listed, guest, lang = 'en' }: BookingWalk): Promise<void> {
  const text = walkText(lang);
  const email = `walk.${guest}@example.com`;
  await showPage(page, `${site.base}/services/`, lang);
  const state = () => page.evaluate(formState, FORM);
  await until(async () => (await state()).ready, 'the booking form to render');

  // Step 1: a name only, then Next: the banner, and step 1 stays.
  await page.type(inForm('input[name="name"]'), `Walk ${guest}`);
  await page.click(inForm('button', text.next));
  await until(async () => (await state()).alert === text.banner, `the banner "${text.banner}"`);
  expect(await state()).toMatchObject({ step2: false, name: `Walk ${guest}` });

  await page.type(inForm('input[name="email"]'), email);
  // The "+62" of the preselected country is already in the field: the rest goes after it.
  await page.focus(inForm('input[name="whatsapp"]'));
  await page.press('End');
  await page.keys('81234567890');
  await page.click(inForm('button', text.next));
  await until(async () => (await state()).step2, 'step 2');

  // Step 2: dates from the page's today, a budget, two travel tiles (clicked on their boxes).
  const [checkIn, checkOut] = [await page.evaluate(pageIsoIn, 20), await page.evaluate(pageIsoIn, 27)];
  await page.typeDate(inForm('input[name="checkIn"]'), checkIn);
  await page.typeDate(inForm('input[name="checkOut"]'), checkOut);
  await page.type(inForm('input[name="budgetAmount"]'), '3200');
  // The listing's calendar has the first nights taken: a note under the dates, and the guest sends anyway.
  await until(async () => (await state()).notice.startsWith(text.taken), `the availability notice "${text.taken}"`);
  // The listing's estimate under the dates. Both move the tiles down: they are clicked once the step stands still.
  await until(async () => (await state()).estimate.startsWith(`${text.sevenNights} · `), `the estimate "${text.sevenNights} · …"`);
  await page.click(inForm('input[value="Airbnb Guest - Family Holiday"]'));
  await page.click(inForm('input[value="Airbnb Guest - Holiday/ vacation"]'));
  const typed = await page.evaluate(tripValues, FORM);
  expect(typed).toMatchObject({ checkIn, checkOut, budgetAmount: '3200', travelType: 2 });
  // The estimate's price lines behind the disclosure.
  await page.click(inForm('button', text.details));
  await until(async () => (await state()).priceLines === 2, 'the price details');

  // The receiver is down for the first send: the failure message, and the guest sends again.
  await page.click(inForm('button', text.book));
  await until(async () => (await state()).alert === text.failure, `the failure message "${text.failure}"`);
  await page.click(inForm('button', text.book));
  await until(async () => (await state()).heading === text.success, `the heading "${text.success}"`);

  // One request stored, as typed; both sends carried the same idempotency key.
  expect(site.posts.map((p) => p.status)).toEqual([503, 201]);
  expect(site.posts[0].key).toMatch(/^[0-9a-f-]{36}$/);
  expect(site.posts[1].key).toBe(site.posts[0].key);
  const rows = (await listed()).filter((row) => row.email === email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    name: `Walk ${guest}`,
    whatsapp: '+6281234567890',
    checkIn,
    checkOut,
    budgetCurrency: 'USD',
    budgetAmount: 3200,
    travelType: ['Airbnb Guest - Holiday/ vacation', 'Airbnb Guest - Family Holiday'],
  });
  expect(await pageErrors(page)).toEqual([]);
}
