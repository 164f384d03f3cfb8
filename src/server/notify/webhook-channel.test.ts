import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotifiedBooking } from './booking-event';
import { loadVerifySample, startWebhookEndpoint } from '../../../test/doubles/push-endpoints';
import { webhookBody, webhookChannel } from './webhook-channel';
import { signWebhook, webhookKey } from './webhook-signature';

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const booking: NotifiedBooking = {
  id: '5f0c6a52-1f7e-4a0b-9d4e-2b9a4c1e7d3f',
  createdAt: '2027-03-01T08:15:30.123Z',
  listing: 'villa-samudra',
  locale: 'ko-KR',
  name: '김민지',
  email: 'minji.kim@example.kr',
  whatsapp: '+821012345678',
  checkIn: '2027-03-12',
  checkOut: '2027-03-19',
  budgetCurrency: 'USD',
  budgetAmount: 2500,
  travelType: ['Airbnb Guest - Honeymoon'],
};

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()));
});
async function endpoint(handler: (request: Request) => Response | Promise<Response>) {
  const server = await startWebhookEndpoint(handler);
  cleanup.push(server.close);
  return server;
}

describe('webhook signature', () => {
  it('is the one the standardwebhooks package computes', () => {
    const reference = new Webhook(secret);
    const at = new Date(1_800_000_000_000);
    expect(signWebhook(webhookKey(secret), 'msg_1', 1_800_000_000, '{"a":1}')).toBe(reference.sign('msg_1', at, '{"a":1}'));
  });

  it('refuses a secret that is not base64 or too short, without repeating it', () => {
    expect(() => webhookKey('whsec_not base64!')).toThrow('WEBHOOK_SECRET must be "whsec_" followed by base64');
    expect(() => webhookKey('whsec_c2hvcnQ=')).toThrow(/at least 24 bytes/);
    try {
      webhookKey('whsec_c2hvcnQ=');
    } catch (error) {
      expect((error as Error).message).not.toContain('c2hvcnQ');
    }
  });
});

describe('webhookChannel', () => {
  it('sends a booking.created event that the published scheme verifies, with the same webhook-id on every retry', async () => {
    const verifier = new Webhook(secret);
    const seen: Array<{ id: string | null; event: unknown }> = [];
    const server = await endpoint(async (request) => {
      const body = await request.text();
      const event = verifier.verify(body, Object.fromEntries(request.headers));
      seen.push({ id: request.headers.get('webhook-id'), event });
      return new Response(null, { status: seen.length <= 2 ? 503 : 204 });
    });
    const deliver = webhookChannel({ url: server.url, secret });

    expect(await deliver(booking, 'd-1')).toEqual({ outcome: 'failed', status: 503, error: 'HTTP 503' });
    expect(await deliver(booking, 'd-1')).toEqual({ outcome: 'failed', status: 503, error: 'HTTP 503' });
    expect(await deliver(booking, 'd-1')).toEqual({ outcome: 'delivered', status: 204 });
    expect(seen.map((s) => s.id)).toEqual(['d-1', 'd-1', 'd-1']);
    expect(seen[2].event).toEqual({
      type: 'booking.created',
      timestamp: booking.createdAt,
      data: { ...booking, quote: null },
    });
  });

  it('carries the receiver\'s estimate as quote, added beside the request fields', () => {
    const quote = { currency: 'IDR' as const, nights: 5, lines: [{ kind: 'nights' as const, label: '5 nights', amount: 17_500_000 }], total: 17_500_000, minStay: 2, ratesVersion: 3 };
    expect(JSON.parse(webhookBody({ ...booking, quote })).data.quote).toEqual(quote);
  });

  it('writes null for an unknown listing and locale', () => {
    const body = JSON.parse(webhookBody({ ...booking, listing: undefined, locale: null }));
    expect(body.data.listing).toBeNull();
    expect(body.data.locale).toBeNull();
    expect(Object.keys(body.data)).toEqual([
      'id', 'createdAt', 'listing', 'locale', 'name', 'email', 'whatsapp', 'checkIn', 'checkOut', 'budgetCurrency', 'budgetAmount', 'travelType', 'quote',
    ]);
  });

  it('reports 410 Gone as the end of the delivery', async () => {
    const server = await endpoint(() => new Response('gone', { status: 410 }));
    const result = await webhookChannel({ url: server.url, secret })(booking, 'd-2');
    expect(result).toMatchObject({ outcome: 'gone', status: 410 });
  });

  it('reports a refused connection, a redirect and a timeout as failures without personal data', async () => {
    const closed = await startWebhookEndpoint(() => new Response(null));
    await closed.close();
    expect(await webhookChannel({ url: closed.url, secret })(booking, 'd-3')).toEqual({ outcome: 'failed', error: 'could not connect' });

    const redirecting = await endpoint(() => new Response(null, { status: 307, headers: { location: 'http://127.0.0.1:1/' } }));
    expect(await webhookChannel({ url: redirecting.url, secret })(booking, 'd-4')).toEqual({ outcome: 'failed', status: 307, error: 'HTTP 307' });

    const held: Array<() => void> = [];
    const silent = await endpoint(() => new Promise<Response>((resolve) => held.push(() => resolve(new Response(null)))));
    const result = await webhookChannel({ url: silent.url, secret }, { timeoutMs: 50 })(booking, 'd-5');
    held.forEach((answer) => answer());
    expect(result).toEqual({ outcome: 'failed', error: 'timeout after 0.05 s' });
  });

  it('is accepted by the verification sample in docs/notifications.md, which refuses a forged one', async () => {
    const { POST } = await loadVerifySample(secret);
    const server = await endpoint(POST);
    expect(await webhookChannel({ url: server.url, secret })(booking, 'd-6')).toEqual({ outcome: 'delivered', status: 204 });

    const other = `whsec_${randomBytes(32).toString('base64')}`;
    expect(await webhookChannel({ url: server.url, secret: other })(booking, 'd-7')).toEqual({ outcome: 'failed', status: 401, error: 'HTTP 401' });
    const stale = webhookChannel({ url: server.url, secret }, { now: () => new Date(Date.now() - 10 * 60_000) });
    expect(await stale(booking, 'd-8')).toMatchObject({ status: 401 });
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => webhookChannel({ url: 'ftp://example.com/', secret })).toThrow('WEBHOOK_URL must be an http(s) URL, e.g.');
    expect(() => webhookChannel({ url: 'not a url', secret })).toThrow('WEBHOOK_URL must be an http(s) URL, e.g.');
  });
});
