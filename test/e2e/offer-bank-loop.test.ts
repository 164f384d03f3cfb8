/**
 * The bank-transfer loop in Chromium against the demo server: a request in Korean → the owner's offer
 * from the estimate (inbox API, signed in) → its nights held in availability → the guest's page in Korean
 * at 320 px with axe and no script → Accept behind the checkbox → bank details → Deposit received →
 * Booked, the exported calendar has the nights, and the guest's offer and confirmation e-mails reach a
 * real SMTP server (the confirmation's .ics: the request's UID at SEQUENCE 1, CONFIRMED).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../doubles/push-endpoints';
import { confirmationEvent, mailTo } from './offer-loop-harness';
import { useDemoAndBrowser } from './demo-server';
import { axe } from './page-axe';

const TOKEN = 'offer-bank-loop-e2e-token-0123456789abcdef';
const env: Record<string, string> = { ADMIN_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '100', SPAM_SHIELD: 'off', OFFER_BANK_DETAILS: 'BCA 123 456 7890\\nPT Villa Samudra', NOTIFY_EMAIL: 'owner@villa.example' };
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
// Registered before the demo's own hook, so the server starts with this SMTP server's address.
beforeAll(async () => {
  smtp = await startSmtpSink();
  env.SMTP_URL = smtp.url;
});
afterAll(() => smtp?.close());
const demo = useDemoAndBrowser('bali-e2e-offer-', env);
const guestMail = (subject: RegExp) => mailTo(smtp, 'jiwoo@example.com', subject);
const today = new Date().toISOString().slice(0, 10);
const day = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const stay = { checkIn: day(70), checkOut: day(74) };

let owner: Page;
let requestId: string;
const api = (path: string, body?: unknown) =>
  owner.evaluate(async ([p, b]) => {
    const response = await fetch(`/admin/${p}`, { method: b === undefined ? 'GET' : 'POST', headers: { 'Content-Type': 'application/json' }, body: b === undefined ? undefined : JSON.stringify(b) });
    return { status: response.status, body: await response.json() };
  }, [path, body] as const);

describe('an offer paid by bank transfer', () => {
  beforeAll(async () => {
    const booked = await fetch(`${demo.server.base}/api/book-accommodation`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'ko-KR,ko;q=0.9' },
      body: JSON.stringify({ name: 'Ji-woo Park', email: 'jiwoo@example.com', whatsapp: '+821012345678', ...stay, budgetCurrency: 'IDR', budgetAmount: 20_000_000, travelType: ['Airbnb Guest - Honeymoon'] }),
    });
    expect(booked.status).toBe(201);
    requestId = ((await booked.json()) as { id: string }).id;
    owner = await (await demo.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    // The owner's calls from a page of the same origin, signed in as the inbox signs in.
    await owner.goto(`${demo.server.base}/services/`);
    const signedIn = await owner.evaluate(async (token) => (await fetch('/admin/api/session', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token }) })).status, TOKEN);
    expect(signedIn).toBeLessThan(300);
  }, 120_000);

  it('goes from the request to Booked, with the guest\'s page in Korean at 320 px', async () => {
    const made = await api(`api/requests/${requestId}/offers`, { terms: '파티 금지.\nNo parties.', email: true });
    expect(made.status).toBe(201);
    expect(made.body.offer.lines.length).toBeGreaterThan(0);
    expect(made.body.offer.locale).toBe('ko');
    expect(decodeURIComponent(made.body.whatsapp)).toContain(made.body.link);
    expect((await guestMail(/예약 제안/)).text).toContain(made.body.link);
    const busy = await (await fetch(`${demo.server.base}/api/availability?from=${stay.checkIn}&to=${stay.checkOut}`)).json();
    expect(busy).toEqual({ busy: [{ from: stay.checkIn, to: stay.checkOut }] });

    const context = await demo.browser.newContext({ viewport: { width: 320, height: 800 } });
    const guest = await context.newPage();
    const violations: string[] = [];
    guest.on('console', (m) => { if (m.type() === 'error') violations.push(m.text()); });
    const link = new URL(made.body.link);
    const answer = await guest.goto(`${demo.server.base}${link.pathname}`);
    expect(answer?.status()).toBe(200);
    expect(await guest.getAttribute('html', 'lang')).toBe('ko');
    await guest.getByRole('heading', { level: 1, name: '예약 제안' }).waitFor();
    expect(await guest.locator('script').count()).toBe(0);
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const lines = await guest.locator('tbody tr:not(.total) td.amount').allTextContents();
    expect(lines).toHaveLength(made.body.offer.lines.length);
    await guest.getByRole('button', { name: '제안 수락' }).click();
    expect(await guest.getByLabel('약관을 읽었으며 동의합니다.').evaluate((e) => (e as HTMLInputElement).validity.valueMissing)).toBe(true);
    await guest.getByLabel('성인').fill('2');
    await guest.getByLabel('어린이').fill('1');
    await guest.getByLabel('약관을 읽었으며 동의합니다.').check();
    await guest.getByRole('button', { name: '제안 수락' }).click();
    await guest.getByText('BCA 123 456 7890').waitFor();
    expect(await guest.getByRole('status').textContent()).toContain('수락했습니다');
    expect(violations).toEqual([]);

    const axeContext = await demo.browser.newContext({ viewport: { width: 320, height: 800 } });
    const axePage = await axeContext.newPage();
    await axePage.goto(`${demo.server.base}${link.pathname}`);
    expect(await axe(axePage)).toEqual([]);

    const offers = await api(`api/requests/${requestId}/offers`);
    expect(offers.body.offers[0]).toMatchObject({ state: 'accepted', accepted: { adults: 2, children: 1, locale: 'ko' } });
    const paid = await api(`api/offers/${made.body.offer.id}/deposit-received`, {});
    expect(paid.body.offer).toMatchObject({ state: 'paid', paid: { by: 'bank' } });
    const requests = await api('api/requests');
    expect(JSON.stringify(requests.body)).toContain('"status":"booked"');
    const exported = await api('api/calendar/export', {});
    const ics = await (await fetch(exported.body.exportUrl)).text();
    expect(ics).toContain(`UID:booked-${requestId}@bali-widgets`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${stay.checkIn.replaceAll('-', '')}`);
    const confirmation = await confirmationEvent(smtp);
    expect(confirmation.text).toContain('예약금이 결제되어 숙박이 예약되었습니다.');
    expect(confirmation).toMatchObject({ uid: `${requestId}@bali-widgets`, sequence: 1, status: 'CONFIRMED', start: stay.checkIn });
    if (process.env.OFFER_SHOTS) await axePage.screenshot({ path: `${process.env.OFFER_SHOTS}/offer-ko-320.png`, fullPage: true });
    const gone = await fetch(`${demo.server.base}${link.pathname}`);
    expect(gone.status).toBe(200);
  });
});
