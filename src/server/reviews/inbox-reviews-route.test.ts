/**
 * The owner's "Ask for a review" on SQLite and PostgreSQL: a link and a WhatsApp text in the guest's
 * language, the same request however often tapped; none for spam, after a review came or after opt-out.
 * And the owner's Google link: only Google's two forms start.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { TRAVEL_TAGS } from '../../booking-request';
import { databaseFor } from '../../../test/helpers/postgres';
import { createBookingReceiver, type BookingReceiver } from '../receiver';
import type { Store } from '../store';
import { checkAskAfterDays, checkGoogleReviewUrl } from './google-link';
import { inboxReviewsRoute } from './inbox-reviews-route';
import { refuseForeignMethod } from '../inbox/inbox-methods';

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe.each(['sqlite', 'postgres'] as const)('asking for a review from the inbox on %s', (dialect) => {
  it('answers the link with a WhatsApp text in Korean, the same request each time; refuses spam and a used request', async () => {
    const where = await databaseFor(dialect, cleanup);
    const receiver: BookingReceiver = createBookingReceiver({ database: where, rateLimitPerMinute: 0, spamShield: false });
    cleanup.push(() => receiver.close());
    const store = (await receiver.store()) as Store;
    const save = async (status: 'booked' | 'spam') => {
      const id = randomUUID();
      await store.bookings.save({
        id, createdAt: new Date().toISOString(), locale: 'ko-KR', bodyHash: `h-${id}`,
        booking: { name: 'Jiwoo Park', email: 'jiwoo@example.kr', whatsapp: '+821012345678', checkIn: '2027-03-10', checkOut: '2027-03-15', budgetCurrency: 'USD', budgetAmount: 900, travelType: [TRAVEL_TAGS[0]] },
      });
      await store.db.updateTable('bookings').set({ status }).where('id', '=', id).execute();
      return id;
    };
    const ask = (id: string) => inboxReviewsRoute(new Request(`https://villa.example/admin/api/requests/${id}/review-request`, { method: 'POST' }), `api/requests/${id}/review-request`, { store, now: () => new Date(), links: {} });

    const booked = await save('booked');
    const first = await ask(booked);
    expect(first.status).toBe(201);
    const link = (await first.json()) as { url: string; whatsappText: string; whatsappUrl: string };
    expect(link.url).toMatch(/^https:\/\/villa\.example\/review\/[A-Za-z0-9_-]{43}$/);
    expect(link.whatsappText).toBe(`Jiwoo 님, 안녕하세요! 머물러 주셔서 감사합니다. 짧은 후기를 남겨 주시겠어요? ${link.url}`);
    expect(link.whatsappUrl).toBe(`https://wa.me/821012345678?text=${encodeURIComponent(link.whatsappText)}`);
    const second = (await (await ask(booked)).json()) as { url: string };
    expect(second.url).not.toBe(link.url);
    expect(await store.db.selectFrom('review_requests').select('id').where('booking_id', '=', booked).execute()).toHaveLength(1);

    expect((await ask(await save('spam'))).status).toBe(409);
    expect((await ask(randomUUID())).status).toBe(404);

    const post = await receiver.reviewPageHandler(new Request(second.url, {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ rating: '5', text: '수영장이 정말 좋았고 직원들도 친절했어요. 또 오고 싶어요!', consent: 'yes' }).toString(),
    }));
    expect(post.status).toBe(201);
    expect(await post.text()).not.toContain('Google');
    expect((await receiver.reviewPageHandler(new Request(link.url))).status).toBe(410);
    expect((await ask(booked)).status).toBe(409);
  }, 30_000);
});

describe('the owner\'s review settings', () => {
  it('accepts only Google\'s two review link forms and 0–30 days', () => {
    expect(checkGoogleReviewUrl('https://g.page/r/CabcDEF123456/review')).toBe('https://g.page/r/CabcDEF123456/review');
    expect(checkGoogleReviewUrl('https://search.google.com/local/writereview?placeid=ChIJN1t_tDeuEmsRUsoyG83frY4')).toBeDefined();
    expect(checkGoogleReviewUrl(undefined)).toBeUndefined();
    for (const bad of ['http://g.page/r/CabcDEF123456/review', 'https://g.page/r/CabcDEF123456', 'https://evil.example/?https://g.page/r/CabcDEF123456/review', 'https://maps.app.goo.gl/abc123'])
      expect(() => checkGoogleReviewUrl(bad)).toThrow(/GOOGLE_REVIEW_URL/);
    expect(checkAskAfterDays(undefined)).toBe(1);
    expect(checkAskAfterDays('0')).toBe(0);
    expect(() => checkAskAfterDays(31)).toThrow(/0 to 30/);
    expect(() => checkAskAfterDays('1.5')).toThrow(/0 to 30/);
  });

  it('lets PATCH reach a review and nothing else in the inbox', () => {
    expect(refuseForeignMethod('api/reviews/0d6f1c1e-8f4a-4c55-9a43-7d1e8e7e2b11', 'PATCH')).toBeUndefined();
    expect(refuseForeignMethod('api/requests/x', 'PATCH')?.status).toBe(405);
  });
});
