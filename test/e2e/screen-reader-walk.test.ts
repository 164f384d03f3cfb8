/**
 * A screen-reader-style walk: the demo page (strict CSP, real receiver) in Chromium, and after each step a
 * guest takes, Chromium's accessibility tree (roles, names, states, descriptions, live regions, focus) is
 * what a screen reader would announce. Every state of the form, and the carousel.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityTree } from './ax-tree';
import { typeWhatsApp, useDemoAndBrowser } from './demo-server';

const demo = useDemoAndBrowser('bali-e2e-ax-');

/** The tree lines from `first` (inclusive) to `end` (exclusive). */
async function section(page: Page, first: RegExp, end: RegExp): Promise<string[]> {
  const lines = await accessibilityTree(page);
  const from = lines.findIndex((l) => first.test(l));
  expect(from, `${first} in\n${lines.join('\n')}`).toBeGreaterThanOrEqual(0);
  const to = lines.findIndex((l, i) => i > from && end.test(l));
  return lines.slice(from, to < 0 ? undefined : to);
}
const form = (page: Page) => section(page, /^form "/, /^region "What our guests say"/);
const success = (page: Page) => section(page, /^heading "Request a booking"/, /^region "What our guests say"/);

function localIso(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

describe('screen-reader-style walk of the demo page', () => {
  it('announces every state of the booking form: names, required and invalid fields with their messages, alerts, focus', async () => {
    const page = await demo.browser.newPage({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    const booking = page.locator('bali-booking-form');
    await page.goto(`${demo.server.base}/services/`);
    // The WhatsApp field's stand-in (until the page is idle) hides its flag; the walk starts once the
    // library and its country button are there (the stand-in has its own tests).
    await booking.locator('.selected-flag[role="button"]').waitFor();

    expect(await form(page)).toEqual([
      'form "Contact details"',
      'heading "Contact details" level=3 description="Step 1 of 2"',
      'textbox "Full Name" required',
      'textbox "Email" required',
      'button "Indonesia: + 62" expanded=false hasPopup=listbox',
      'textbox "WhatsApp Number" required',
      'button "Next"',
    ]);

    await booking.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => form(page)).toEqual([
      'form "Contact details"',
      'heading "Contact details" level=3 description="Step 1 of 2"',
      'textbox "Full Name" invalid required focused description="Name must be at least 2 characters."',
      'textbox "Email" invalid required description="Invalid email address."',
      'button "Indonesia: + 62" expanded=false hasPopup=listbox',
      'textbox "WhatsApp Number" invalid required description="Invalid WhatsApp number."',
      'alert "" live=assertive text="Please fill in all required fields correctly."',
      'button "Next"',
    ]);

    await booking.locator('input[name="name"]').fill('Made Wirawan');
    await booking.locator('input[name="email"]').fill('made@example.com');
    await typeWhatsApp(booking, '81234567890');
    await booking.getByRole('button', { name: 'Next' }).click();
    await expect.poll(async () => (await form(page)).slice(0, 2)).toEqual(['form "Trip details"', 'heading "Trip details" focused level=3 description="Step 2 of 2"']);
    const step2 = await form(page);
    for (const line of [
      /^Date "Check-in"/,
      /^Date "Check-out"/,
      /^group "Budget"$/,
      /^combobox "Currency"/,
      /^textbox "Amount" required$/,
      /^group "What brings you to Bali\?"$/,
      /^checkbox "Holiday \/ Vacation"$/,
      /^button "Back"$/,
      /^button "Book Accommodation"$/,
    ]) {
      expect(step2.some((l) => line.test(l)), `${line} in\n${step2.join('\n')}`).toBe(true);
    }

    await booking.getByRole('button', { name: 'Book Accommodation' }).click();
    await expect.poll(async () => (await form(page)).find((l) => l.startsWith('Date "Check-in"'))).toBe(
      'Date "Check-in" invalid description="Please select a check-in date."',
    );
    const step2Errors = await form(page);
    // Focus is on the first invalid field: Chrome puts it on the date input's first segment.
    const checkIn = step2Errors.findIndex((l) => l.startsWith('Date "Check-in"'));
    expect(step2Errors[checkIn + 1]).toMatch(/^spinbutton ".*" focused/);
    expect(step2Errors.filter((l) => / focused/.test(l))).toHaveLength(1);
    expect(step2Errors).toContain('textbox "Amount" invalid required description="Budget must be a positive number."');
    // The message is each tile's description (focus lands on a tile; a group's description is not reliably read there).
    expect(step2Errors.find((l) => l.startsWith('group "What brings you to Bali?"'))).toBe('group "What brings you to Bali?"');
    expect(step2Errors.find((l) => l.startsWith('checkbox "Holiday / Vacation"'))).toBe(
      'checkbox "Holiday / Vacation" invalid description="Please select at least one travel type."',
    );

    await booking.locator('input[name="checkIn"]').fill(localIso(20));
    await booking.locator('input[name="checkOut"]').fill(localIso(24));
    await booking.locator('input[name="budgetAmount"]').fill('1500');
    await booking.locator('label.tile').first().click();
    // The first request fails (the receiver is "down"), the retry gets through.
    let failOnce = true;
    let release = () => {};
    const released = new Promise<void>((r) => (release = r));
    await page.route('**/api/book-accommodation', async (route) => {
      if (!failOnce) {
        await released; // held while the "sending" state is read
        return route.continue();
      }
      failOnce = false;
      return route.fulfill({ status: 503, body: '' });
    });
    await booking.getByRole('button', { name: 'Book Accommodation' }).click();
    await expect.poll(async () => (await form(page)).find((l) => l.startsWith('alert'))).toBe(
      'alert "" live=assertive text="Failed to send request. Please check details or try again."',
    );
    // Focus stays on the button, for a retry (on the message as well, it was read twice).
    expect((await form(page)).filter((l) => /focused|Failed/.test(l))).toEqual([
      'alert "" live=assertive text="Failed to send request. Please check details or try again."',
      'button "Book Accommodation" focused',
    ]);
    expect((await form(page)).find((l) => l.startsWith('Date "Check-in"'))).toBe('Date "Check-in"');

    await booking.getByRole('button', { name: 'Book Accommodation' }).click();
    // Step 2 has two polite regions: the availability note under the dates (empty here), and this one.
    await expect.poll(async () => (await form(page)).filter((l) => l.startsWith('status'))).toContain(
      'status "" live=polite text="Sending your booking request…"',
    );
    const sending = await form(page);
    // Not aria-busy: screen readers may hold back the status (a live region) inside a busy subtree.
    expect(sending[0]).toBe('form "Trip details"');
    expect(sending).toContain('button "Back" disabled');
    // aria-disabled, not disabled: the button that was pressed keeps the focus while the request is sending.
    expect(sending).toContain('button "Book Accommodation" focused disabled');
    release();
    await expect.poll(async () => (await success(page)).slice(1)).toEqual(['heading "Success!" focused level=3 description="Your booking request has been sent. We\'ll be in touch soon via WhatsApp or Email!"', 'button "Make Another Booking"']);
    await page.close();
  });

  it('announces the carousel as the APG pattern: a labelled region, the controls, one slide in view, stars and read more', async () => {
    const page = await demo.browser.newPage({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
    await page.goto(`${demo.server.base}/services/`);
    await page.locator('bali-reviews [part~="read-more"]').first().waitFor();
    const carousel = () => section(page, /^region "Guest reviews"/, /^contentinfo/);
    // Reduced motion: it starts paused, so the first control offers to start the rotation.
    expect(await carousel()).toEqual([
      'region "Guest reviews" roledescription=carousel',
      'button "Start slide rotation"',
      'button "Previous slide"',
      'button "Next slide"',
      'group "1 of 6" roledescription=slide',
      'image "Rated 5 out of 5"',
      'button "Read more..." expanded=false',
    ]);

    await page.locator('bali-reviews').getByRole('button', { name: 'Read more...' }).first().click();
    await expect.poll(async () => (await carousel()).at(-1)).toBe('button "Read less..." focused expanded=true');
    await page.locator('bali-reviews').getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(async () => (await carousel()).slice(4)).toEqual(['group "2 of 6" roledescription=slide', 'image "Rated 5 out of 5"']);
    await page.close();
  });
});
