/**
 * The review loop on SQLite and PostgreSQL with an injected clock and a real SMTP sink: a Booked request
 * is asked once, at 10:00 villa time the day after check-out, in the guest's language; the link's page
 * takes one review (410 after), which the owner approves and replies to before the public list shows it.
 * Spam and opted-out guests are never asked; a deleted review is gone from both lists.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { TRAVEL_TAGS } from '../../booking-request';
import { databaseFor } from '../../../test/helpers/postgres';
import { parseMail, startSmtpSink } from '../../../test/doubles/push-endpoints';
import { createBookingReceiver, type BookingReceiver } from '../receiver';
import type { NewBooking, Store } from '../store';
import { reviewsAdminApi } from './reviews-admin-api';

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

const GOOGLE = 'https://g.page/r/CabcDEF123456/review';
const entry = (email: string, locale: string, checkOut = '2027-03-15'): NewBooking => ({
  id: randomUUID(),
  createdAt: '2027-01-10T03:00:00.000Z',
  booking: { name: 'Yuki Tanaka', email, whatsapp: '+819012345678', checkIn: '2027-03-10', checkOut, budgetCurrency: 'USD', budgetAmount: 900, travelType: [TRAVEL_TAGS[0]] },
  listing: 'villa-samudra',
  locale,
  bodyHash: `hash-${randomUUID()}`,
});

describe.each(['sqlite', 'postgres'] as const)('the review loop on %s', (dialect) => {
  async function setUp() {
    const sink = await startSmtpSink();
    cleanup.push(() => sink.close());
    const where = await databaseFor(dialect, cleanup);
    const clock = { at: new Date('2027-03-16T01:59:00Z') }; // 09:59 in Bali (UTC+8), the day after check-out
    const receiver: BookingReceiver = createBookingReceiver({
      database: where, rateLimitPerMinute: 0, spamShield: false, publicOrigin: 'https://villa.example', now: () => clock.at,
      notify: { email: { to: 'owner@villa.example', smtp: sink.url } }, reviews: { googleReviewUrl: GOOGLE },
    });
    cleanup.push(() => receiver.close());
    const store = (await receiver.store()) as Store;
    const book = async (email: string, locale: string, status: 'booked' | 'spam' = 'booked') => {
      const booking = entry(email, locale);
      await store.bookings.save(booking);
      await store.db.updateTable('bookings').set({ status }).where('id', '=', booking.id).execute();
      return booking.id;
    };
    return { sink, clock, receiver, store, book };
  }

  it('asks once at 10:00 villa time in Japanese, takes one review, and shows it once approved with its reply', async () => {
    const { sink, clock, receiver, store, book } = await setUp();
    await book('yuki@example.jp', 'ja-JP');
    await book('spammer@example.com', 'en', 'spam');
    await receiver.askForReviews();
    expect(sink.messages).toHaveLength(0);

    clock.at = new Date('2027-03-16T02:00:00Z');
    await receiver.askForReviews();
    await sink.received(1);
    await receiver.askForReviews();
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]!.to).toEqual(['yuki@example.jp']);
    const mail = parseMail(sink.messages[0]!.raw);
    expect(mail.text).toContain('Yuki 様');
    expect(mail.text).toContain('レビューを書く');
    const url = /https:\/\/villa\.example\/review\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')![0];
    expect(mail.text).toContain(`${url}/opt-out`);
    const path = new URL(url).pathname;
    const page = (init?: RequestInit, at = path) => receiver.reviewPageHandler(new Request(`https://villa.example${at}`, init));

    const form = await page();
    expect(form.status).toBe(200);
    expect(form.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await form.text();
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('value="Yuki"');
    expect((html.match(/type="radio" name="rating"/g) ?? []).length).toBe(5);

    const post = (fields: Record<string, string>) =>
      page({ method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
    const text = 'The pool was <b>lovely</b> and https://spam.example is not a link.';
    const refused = await post({ rating: '6', text, name: 'Yuki', consent: 'yes' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('1〜5の評価を選んでください。');
    expect((await post({ rating: '2', text: `bad\u0007${text}`, name: 'Yuki', consent: 'yes' })).status).toBe(400);
    const sent = await post({ rating: '2', text, name: '', consent: 'yes' });
    expect(sent.status).toBe(201);
    const thanks = await sent.text();
    expect(thanks).toContain('Google でも共有しませんか？');
    expect(thanks).toContain(`href="${GOOGLE}"`);
    expect((await post({ rating: '5', text, name: 'Yuki', consent: 'yes' })).status).toBe(410);
    expect((await page()).status).toBe(410);
    expect((await page(undefined, `/review/${'A'.repeat(43)}`)).status).toBe(404);

    const publicList = async () => (await (await receiver.reviewsHandler(new Request('https://villa.example/api/reviews?listing=villa-samudra'))).json()) as { reviews: unknown[] };
    expect((await publicList()).reviews).toEqual([]);
    const admin = (method: string, rest: string, body?: unknown) =>
      reviewsAdminApi(new Request(`https://villa.example/admin/api/reviews${rest}`, { method, headers: { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }), rest.split('?')[0]!, { store, now: () => clock.at });
    const pending = (await (await admin('GET', '?listing=villa-samudra&status=pending')).json()) as { reviews: Array<{ id: string; consentAt: string; requestId: string }> };
    expect(pending.reviews).toHaveLength(1);
    expect(pending.reviews[0]).toMatchObject({ name: 'Yuki', rating: 2, text, lang: 'ja', source: 'guest', status: 'pending', consentAt: clock.at.toISOString() });
    const id = pending.reviews[0]!.id;
    expect((await admin('PATCH', `/${id}`, { status: 'approved', reply: 'Thank you, Yuki!' })).status).toBe(200);
    expect((await admin('PATCH', `/${id}`, { reply: 'x'.repeat(1001) })).status).toBe(400);
    expect((await publicList()).reviews).toEqual([{ id, name: 'Yuki', text, rating: 2, date: '2027-03-16', source: 'guest', lang: 'ja', reply: 'Thank you, Yuki!' }]);
    const summary = await receiver.reviewsHandler(new Request('https://villa.example/api/reviews/summary?listing=villa-samudra'));
    expect(await summary.json()).toEqual({ count: 1, average: 2 });

    const listed = (await (await admin('GET', '?listing=villa-samudra&status=approved')).json()) as { listings: string[] };
    expect(listed.listings).toEqual(['', 'villa-samudra']);
    expect((await admin('DELETE', `/${id}`)).status).toBe(204);
    expect((await admin('DELETE', `/${id}`)).status).toBe(404);
    expect((await publicList()).reviews).toEqual([]);
  }, 30_000);

  it('never asks a guest who opted out, and imports a file whole or refuses it naming the line', async () => {
    const { sink, clock, receiver, store, book } = await setUp();
    clock.at = new Date('2027-03-16T02:00:00Z');
    await book('anna@example.de', 'de-DE');
    await receiver.askForReviews();
    await sink.received(1);
    const url = /https:\/\/villa\.example\/review\/[A-Za-z0-9_-]{43}/.exec(parseMail(sink.messages[0]!.raw).text ?? '')![0];
    const optOut = await receiver.reviewPageHandler(new Request(`${url}/opt-out`, { method: 'POST' }));
    expect(optOut.status).toBe(200);
    await book('Anna+next@example.de', 'de-DE');
    await receiver.askForReviews();
    expect(sink.messages).toHaveLength(1);

    const admin = (body: unknown) =>
      reviewsAdminApi(new Request('https://villa.example/admin/api/reviews/import', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }), '/import', { store, now: () => clock.at });
    const csv = 'date,name,rating,text,lang\n2026-08-02,Ana,5,"Lovely stay, ""quiet"" garden,\nfriendly staff",en\n2026-09-01,Kenji,4,静かで素敵なヴィラでした。スタッフも親切で、また来たいです。,ja\n';
    expect((await admin({ listing: 'villa-samudra', source: 'airbnb', attested: false, csv })).status).toBe(400);
    const bad = await admin({ listing: 'villa-samudra', source: 'airbnb', attested: true, csv: `${csv}2026-09-05,Bo,7,Too high a rating for this scale.\n` });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Line 5: The rating must be a whole number from 1 to 5.', line: 5 });
    const good = await admin({ listing: 'villa-samudra', source: 'airbnb', attested: true, csv });
    expect(good.status).toBe(201);
    expect(await good.json()).toEqual({ imported: 2 });
    const all = (await (await reviewsAdminApi(new Request('https://villa.example/admin/api/reviews?listing=villa-samudra'), '', { store, now: () => clock.at })).json()) as { reviews: Array<{ text: string; source: string }> };
    expect(all.reviews.map((r) => r.source)).toEqual(['airbnb', 'airbnb']);
    expect(all.reviews[1]!.text).toBe('Lovely stay, "quiet" garden,\nfriendly staff');
  }, 30_000);
});
