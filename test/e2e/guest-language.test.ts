/**
 * A guest books on the demo page in Korean (real bundle, real receiver): the form speaks Korean, the request
 * is stored with the locale `ko`, and the owner's one-tap WhatsApp reply is drafted in Korean.
 */
import { describe, expect, it } from 'vitest';
import { whatsappLink } from '../../src/server/reply';
import { typeWhatsApp, useDemoAndBrowser } from './demo-server';

const TOKEN = 'e2e-language-token-31cd-0123456789abcdef';
const demo = useDemoAndBrowser('bali-e2e-language-', { ADMIN_TOKEN: TOKEN });

/** `YYYY-MM-DD`, `days` after the browser's (= this machine's) local today. */
function localIso(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

describe('a booking made on a Korean page', () => {
  it('is stored with the locale ko, and its WhatsApp reply is Korean', async () => {
    // The browser itself speaks English: the page's language decides.
    const context = await demo.browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${demo.server.base}/services/?lang=ko`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ko');
    const form = page.locator('bali-booking-form');
    await expect.poll(() => form.getByRole('heading', { name: '연락처 정보' }).isVisible()).toBe(true);
    await form.locator('input[name="name"]').fill('김민지');
    await form.locator('input[name="email"]').fill('minji.language@example.kr');
    await typeWhatsApp(form, '81234567890');
    await form.getByRole('button', { name: '다음' }).click();
    await form.locator('input[name="checkIn"]').fill(localIso(30));
    await form.locator('input[name="checkOut"]').fill(localIso(34));
    await form.locator('input[name="budgetAmount"]').fill('1800');
    await form.getByText('신혼여행 / 커플 여행').click();
    await form.getByRole('button', { name: '예약 요청하기' }).click();
    await expect.poll(() => form.getByRole('heading', { name: '전송되었습니다!' }).isVisible(), { timeout: 15_000 }).toBe(true);

    const response = await fetch(`${demo.server.base}/api/bookings`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const booking = ((await response.json()).bookings as Record<string, unknown>[]).find((b) => b.email === 'minji.language@example.kr');
    expect(booking).toMatchObject({ locale: 'ko', travelType: ['Airbnb Guest - Honeymoon'] });
    const link = whatsappLink(booking as Parameters<typeof whatsappLink>[0]);
    expect(decodeURIComponent(link.split('?text=')[1])).toMatch(/^안녕하세요, 김민지님\. .+ 예약 요청 주셔서 감사합니다\.$/);
    await context.close();
  });
});
