/**
 * The card loop in Chromium against the demo server and a local Stripe: a request in Korean → the owner's
 * offer from the estimate → the guest's page in Korean at 320 px with axe → Accept (refused without the
 * checkbox, nothing stored) → "pay the deposit by card" lands on the stand-in's Checkout page → the
 * signed `checkout.session.completed` webhook → Booked, the exported calendar has the nights and the guest's
 * confirmation e-mail its calendar event (SEQUENCE 1, CONFIRMED). The
 * redirect back alone books nothing; a replay is applied once; a forged signature is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn } from '../doubles/stripe-stand-in';
import { startSmtpSink } from '../doubles/push-endpoints';
import { useDemoAndBrowser } from './demo-server';
import { confirmationEvent, day, exportedCalendar, guestAt320, koreanRequestAndOwner, OWNER_TOKEN, requestStatus, type OwnerApi } from './offer-loop-harness';
import { axe } from './page-axe';

const WEBHOOK_SECRET = `whsec_${Buffer.alloc(24, 3).toString('base64')}`;
const stripe = await startStripeStandIn('sk_test_offer_loop_stand_in');
// The guest's e-mails (the confirmation and its calendar event) arrive at a real SMTP server.
const smtp = await startSmtpSink();
const demo = useDemoAndBrowser('bali-e2e-offer-stripe-', {
  ADMIN_TOKEN: OWNER_TOKEN, RATE_LIMIT_PER_MINUTE: '100', SPAM_SHIELD: 'off', SMTP_URL: smtp.url, NOTIFY_EMAIL: 'owner@villa.example',
  STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url,
});
afterAll(() => stripe.close());
afterAll(() => smtp.close());
const stay = { checkIn: day(80), checkOut: day(84) };

let api: OwnerApi;
let requestId: string;

describe('an offer paid by card through Stripe Checkout', () => {
  beforeAll(async () => {
    ({ api, requestId } = await koreanRequestAndOwner(demo.server, demo.browser, stay));
  }, 120_000);

  it('goes from the request to Booked only on the signed webhook, applied once', async () => {
    const made = await api(`api/requests/${requestId}/offers`, { terms: '파티 금지.' });
    expect(made.status).toBe(201);
    const offer = made.body.offer;
    expect(offer).toMatchObject({ locale: 'ko', currency: 'IDR', state: 'open' });
    expect(offer.lines.map((l: { kind?: string }) => l.kind)).toContain('nights');
    const path = new URL(made.body.link).pathname;
    // The owner's one tap: a wa.me link to the guest, its text in Korean, holding the offer's link.
    const whatsapp = new URL(made.body.whatsapp);
    expect(whatsapp.origin + whatsapp.pathname).toBe('https://wa.me/821012345678');
    expect(whatsapp.searchParams.get('text')).toContain('예약 제안');
    expect(whatsapp.searchParams.get('text')).toContain(made.body.link);

    const { page: guest, errors, status } = await guestAt320(demo.browser, `${demo.server.base}${path}`);
    expect(status).toBe(200);
    expect(await guest.getAttribute('html', 'lang')).toBe('ko');
    await guest.getByRole('heading', { level: 1, name: '예약 제안' }).waitFor();
    // The estimate's lines in the guest's language; the owner's tax labels as typed.
    const labels = await guest.locator('tbody tr:not(.total) td:first-child').allTextContents();
    expect(labels).toContain('4박');
    expect(labels).toContain('청소비');
    expect(labels.join(' ')).not.toMatch(/nights|Cleaning/);
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axe(guest)).toEqual([]);

    // Accept without the checkbox: the browser stops it, and the server says why when a form gets through.
    await guest.getByRole('button', { name: '제안 수락' }).click();
    expect(await guest.getByLabel('약관을 읽었으며 동의합니다.').evaluate((e) => (e as HTMLInputElement).validity.valueMissing)).toBe(true);
    const unchecked = await fetch(`${demo.server.base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `adults=2&children=0&termsVersion=${offer.termsVersion}`, redirect: 'manual' });
    expect(unchecked.status).toBe(400);
    expect(await unchecked.text()).toContain('약관에 동의하려면 확인란을 선택하세요.');
    expect((await api(`api/requests/${requestId}/offers`)).body.offers[0]).toMatchObject({ state: 'open' });
    expect((await api(`api/requests/${requestId}/offers`)).body.offers[0].accepted).toBeUndefined();

    await guest.getByLabel('성인').fill('2');
    await guest.getByLabel('약관을 읽었으며 동의합니다.').check();
    await guest.getByRole('button', { name: '제안 수락' }).click();
    await guest.getByRole('status').filter({ hasText: '수락했습니다' }).waitFor();
    expect(await axe(guest)).toEqual([]);
    if (process.env.OFFER_SHOTS) await guest.screenshot({ path: `${process.env.OFFER_SHOTS}/offer-stripe-accepted-ko-320.png`, fullPage: true });

    await Promise.all([guest.waitForURL(`${stripe.url}/c/pay/**`), guest.getByRole('button', { name: '카드로 예약금 결제' }).click()]);
    const sessionId = (await guest.locator('#session').textContent())!;
    const session = stripe.session(sessionId)!;
    expect(session).toMatchObject({ client_reference_id: offer.id, currency: 'idr', amount_total: offer.deposit * 100, locale: 'ko', metadata: { offerId: offer.id } });
    expect(session.expires_at * 1000).toBeLessThanOrEqual(Date.parse(offer.expiresAt));
    const created = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST')!;
    expect(created.form.success_url).toBe(`${demo.server.base}${path}?paid=1`);
    expect(created.form['line_items[0][price_data][product_data][name]']).toMatch(/^Villa · /);

    // Stripe's redirect back, with no webhook yet: the guest's page still waits for the payment.
    await guest.goto(`${demo.server.base}${path}?paid=1`);
    await guest.getByRole('status').filter({ hasText: '결제를 확인하고 있습니다' }).waitFor();
    expect(await guest.getByRole('button').count()).toBe(0);
    expect(await requestStatus(api, requestId)).not.toBe('booked');
    expect(errors).toEqual([]);

    const hook = `${demo.server.base}/api/offers/webhook/stripe`;
    const paid = stripe.complete(sessionId);
    const now = Math.floor(Date.now() / 1000);
    const forged = stripe.signedEvent('checkout.session.completed', paid, `whsec_${Buffer.alloc(24, 4).toString('base64')}`, now);
    expect((await fetch(hook, { method: 'POST', headers: forged.headers, body: forged.body })).status).toBe(400);
    expect(await requestStatus(api, requestId)).not.toBe('booked');

    const event = stripe.signedEvent('checkout.session.completed', paid, WEBHOOK_SECRET, now);
    const applied = await fetch(hook, { method: 'POST', headers: event.headers, body: event.body });
    expect(applied.status).toBe(200);
    expect(await applied.json()).toMatchObject({ outcome: 'applied' });
    const replayed = await fetch(hook, { method: 'POST', headers: event.headers, body: event.body });
    expect(await replayed.json()).toMatchObject({ outcome: 'replayed' });
    // Stripe's redelivery under a new event id is the same payment.
    const again = stripe.signedEvent('checkout.session.completed', paid, WEBHOOK_SECRET, now, 'evt_redelivered');
    expect(await (await fetch(hook, { method: 'POST', headers: again.headers, body: again.body })).json()).toMatchObject({ outcome: 'replayed' });

    expect(await requestStatus(api, requestId)).toBe('booked');
    const offers = (await api(`api/requests/${requestId}/offers`)).body.offers;
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({ state: 'paid', paid: { by: 'stripe' } });
    const ics = await exportedCalendar(api);
    expect(ics).toContain(`UID:booked-${requestId}@bali-widgets`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${stay.checkIn.replaceAll('-', '')}`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${stay.checkOut.replaceAll('-', '')}`);
    expect(ics).not.toMatch(/Park|jiwoo@/); // the export names a Booked guest by first name only
    // The guest's confirmation: the acknowledgement's calendar event again, one version later, confirmed.
    expect(await confirmationEvent(smtp)).toMatchObject({ uid: `${requestId}@bali-widgets`, sequence: 1, status: 'CONFIRMED', start: stay.checkIn });

    await guest.goto(`${demo.server.base}${path}`);
    await guest.getByRole('status').filter({ hasText: '예약금이 결제되어' }).waitFor();
    expect(await axe(guest)).toEqual([]);
    if (process.env.OFFER_SHOTS) await guest.screenshot({ path: `${process.env.OFFER_SHOTS}/offer-stripe-ko-320.png`, fullPage: true });
  });
});
