/**
 * The Xendit loop in Chromium against the demo server and a local Xendit: a request in Korean → the owner's
 * offer from the estimate → the guest's page in Korean at 320 px with axe → Accept → "pay the deposit with
 * Xendit" lands on the stand-in's invoice page (whole rupiah) → the callback with the verification token →
 * Booked, and the exported calendar has the nights. PAID then SETTLED count once; a wrong token is refused;
 * the redirect back alone books nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startXenditStandIn } from '../doubles/xendit-stand-in';
import { startSmtpSink } from '../doubles/push-endpoints';
import { useDemoAndBrowser } from './demo-server';
import { confirmationEvent, day, exportedCalendar, guestAt320, koreanRequestAndOwner, OWNER_TOKEN, requestStatus, type OwnerApi } from './offer-loop-harness';
import { axe } from './page-axe';

const xendit = await startXenditStandIn('xnd_development_offer_loop_stand_in', 'offer-loop-callback-token-7f3a9c');
// The guest's e-mails (the confirmation and its calendar event) arrive at a real SMTP server.
const smtp = await startSmtpSink();
const demo = useDemoAndBrowser('bali-e2e-offer-xendit-', {
  ADMIN_TOKEN: OWNER_TOKEN, RATE_LIMIT_PER_MINUTE: '100', SPAM_SHIELD: 'off', SMTP_URL: smtp.url, NOTIFY_EMAIL: 'owner@villa.example',
  XENDIT_SECRET_KEY: xendit.secretKey, XENDIT_CALLBACK_TOKEN: xendit.callbackToken, XENDIT_API_BASE: xendit.url,
});
afterAll(() => xendit.close());
afterAll(() => smtp.close());
const stay = { checkIn: day(90), checkOut: day(94) };

let api: OwnerApi;
let requestId: string;

describe('an offer paid through a Xendit invoice', () => {
  beforeAll(async () => {
    ({ api, requestId } = await koreanRequestAndOwner(demo.server, demo.browser, stay));
  }, 120_000);

  it('goes from the request to Booked only on the verified callback, PAID and SETTLED counted once', async () => {
    const made = await api(`api/requests/${requestId}/offers`, { expiryHours: 72 });
    expect(made.status).toBe(201);
    const offer = made.body.offer;
    expect(offer).toMatchObject({ locale: 'ko', currency: 'IDR' });
    const path = new URL(made.body.link).pathname;

    const { page: guest, errors, status } = await guestAt320(demo.browser, `${demo.server.base}${path}`);
    expect(status).toBe(200);
    await guest.getByRole('heading', { level: 1, name: '예약 제안' }).waitFor();
    expect(await guest.locator('tbody tr:not(.total) td:first-child').allTextContents()).toContain('4박');
    expect(await axe(guest)).toEqual([]);
    await guest.getByLabel('약관을 읽었으며 동의합니다.').check();
    await guest.getByRole('button', { name: '제안 수락' }).click();
    await guest.getByRole('status').filter({ hasText: '수락했습니다' }).waitFor();
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axe(guest)).toEqual([]);

    await Promise.all([guest.waitForURL(`${xendit.url}/web/invoices/**`), guest.getByRole('button', { name: 'Xendit(으)로 예약금 결제' }).click()]);
    const invoiceId = (await guest.locator('#invoice').textContent())!;
    const invoice = xendit.invoice(invoiceId)!;
    expect(invoice).toMatchObject({ external_id: offer.id, currency: 'IDR', amount: offer.deposit, locale: 'en' });
    expect(Number.isInteger(invoice.amount)).toBe(true);
    expect(Date.parse(invoice.expiry_date)).toBeLessThanOrEqual(Date.parse(offer.expiresAt) + 1000);
    expect(invoice.success_redirect_url).toBe(`${demo.server.base}${path}?paid=1`);

    // The redirect back alone: still waiting for the payment.
    await guest.goto(`${demo.server.base}${path}?paid=1`);
    await guest.getByRole('status').filter({ hasText: '결제를 확인하고 있습니다' }).waitFor();
    expect(await guest.getByRole('button').count()).toBe(0);
    expect(await requestStatus(api, requestId)).not.toBe('booked');
    expect(errors).toEqual([]);

    const hook = `${demo.server.base}/api/offers/webhook/xendit`;
    const wrong = xendit.callback(invoiceId, 'PAID', 'not-the-callback-token');
    expect((await fetch(hook, { method: 'POST', headers: wrong.headers, body: wrong.body })).status).toBe(401);
    expect(await requestStatus(api, requestId)).not.toBe('booked');

    const paid = xendit.callback(invoiceId, 'PAID');
    const applied = await fetch(hook, { method: 'POST', headers: paid.headers, body: paid.body });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ outcome: 'applied' });
    const settled = xendit.callback(invoiceId, 'SETTLED');
    expect(await (await fetch(hook, { method: 'POST', headers: settled.headers, body: settled.body })).json()).toMatchObject({ outcome: 'replayed' });
    expect(await (await fetch(hook, { method: 'POST', headers: paid.headers, body: paid.body })).json()).toMatchObject({ outcome: 'replayed' });

    expect(await requestStatus(api, requestId)).toBe('booked');
    const offers = (await api(`api/requests/${requestId}/offers`)).body.offers;
    expect(offers[0]).toMatchObject({ state: 'paid', paid: { by: 'xendit' } });
    const ics = await exportedCalendar(api);
    expect(ics).toContain(`UID:booked-${requestId}@bali-widgets`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${stay.checkIn.replaceAll('-', '')}`);
    // The guest's confirmation: the acknowledgement's calendar event again, one version later, confirmed.
    expect(await confirmationEvent(smtp)).toMatchObject({ uid: `${requestId}@bali-widgets`, sequence: 1, status: 'CONFIRMED', start: stay.checkIn });

    await guest.goto(`${demo.server.base}${path}`);
    await guest.getByRole('status').filter({ hasText: '예약금이 결제되어' }).waitFor();
    if (process.env.OFFER_SHOTS) await guest.screenshot({ path: `${process.env.OFFER_SHOTS}/offer-xendit-ko-320.png`, fullPage: true });
  });
});
