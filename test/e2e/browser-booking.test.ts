/**
 * A guest books through the demo page in Chromium (strict CSP, real bundle, real receiver), and the site
 * owner finds the request through the admin listing.
 */
import { describe, expect, it } from 'vitest';
import { typeWhatsApp, useDemoAndBrowser } from './demo-server';
import { collectProblems } from '../helpers/browser-page';

const TOKEN = 'wJg6cKSP8xuy-XcmhSnCoqwnr6yS0o-7saw34d2MVEA';
const demo = useDemoAndBrowser('bali-e2e-browser-', { ADMIN_TOKEN: TOKEN });

/** `YYYY-MM-DD`, `days` after the browser's (= this machine's) local today. */
function localIso(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

async function listed() {
  const response = await fetch(`${demo.server.base}/api/bookings`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return (await response.json()).bookings as Record<string, unknown>[];
}

describe('booking through the demo page', () => {
  it('stores the request the guest made and shows success', async () => {
    const page = await demo.browser.newPage();
    // A listing without prices answers the form's estimate with 404, as documented.
    const problems = collectProblems(page, { expected: ['/api/quote'] });
    const posts: { status: number; body: string | null; key: string | undefined }[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (!request.url().endsWith('/api/book-accommodation')) return;
      posts.push({ status: response.status(), body: request.postData(), key: request.headers()['idempotency-key'] });
    });

    await page.goto(`${demo.server.base}/services/`);
    const form = page.locator('bali-booking-form');
    await form.locator('input[name="name"]').fill('Wayan Browser');
    await form.locator('input[name="email"]').fill('wayan.browser@example.com');
    await typeWhatsApp(form, '81234567890');
    await form.getByRole('button', { name: 'Next' }).click();

    const checkIn = localIso(20);
    const checkOut = localIso(27);
    await form.locator('input[name="checkIn"]').fill(checkIn);
    await form.locator('input[name="checkOut"]').fill(checkOut);
    await form.locator('select[name="budgetCurrency"]').selectOption('EUR');
    await form.locator('input[name="budgetAmount"]').fill('3200');
    await form.locator('label', { has: page.locator('input[value="Airbnb Guest - Family Holiday"]') }).click();
    await form.locator('label', { has: page.locator('input[value="Airbnb Guest - Holiday/ vacation"]') }).click();
    await form.getByRole('button', { name: 'Book Accommodation' }).click();
    await expect.poll(() => form.getByRole('heading', { name: 'Success!' }).isVisible(), { timeout: 15_000 }).toBe(true);

    const rows = (await listed()).filter((b) => b.email === 'wayan.browser@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Wayan Browser',
      whatsapp: '+6281234567890',
      checkIn,
      checkOut,
      budgetCurrency: 'EUR',
      budgetAmount: 3200,
      // tile order, not click order
      travelType: ['Airbnb Guest - Holiday/ vacation', 'Airbnb Guest - Family Holiday'],
    });
    expect(posts).toHaveLength(1);
    expect(posts[0].status).toBe(201);
    expect(posts[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the failure message when the server refuses the request (400), and stores nothing', async () => {
    const page = await demo.browser.newPage();
    // A client-side check the server does not share would let this through; make the server say no by
    // rewriting the body in flight to something the form itself would never send.
    await page.route('**/api/book-accommodation', async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}');
      await route.continue({ postData: JSON.stringify({ ...body, budgetCurrency: 'GBP' }) });
    });
    await page.goto(`${demo.server.base}/services/`);
    const form = page.locator('bali-booking-form');
    await form.locator('input[name="name"]').fill('Nyoman Refused');
    await form.locator('input[name="email"]').fill('nyoman.refused@example.com');
    await typeWhatsApp(form, '81234567891');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.locator('input[name="checkIn"]').fill(localIso(30));
    await form.locator('input[name="checkOut"]').fill(localIso(31));
    await form.locator('input[name="budgetAmount"]').fill('100');
    await form.locator('label', { has: page.locator('input[value="Airbnb Guest - Honeymoon"]') }).click();
    const answered = page.waitForResponse('**/api/book-accommodation');
    await form.getByRole('button', { name: 'Book Accommodation' }).click();
    expect((await answered).status()).toBe(400);
    await expect
      .poll(() => form.getByText('Failed to send request. Please check details or try again.').isVisible())
      .toBe(true);
    expect((await listed()).filter((b) => b.email === 'nyoman.refused@example.com')).toHaveLength(0);
    await page.close();
  });
});
