/**
 * The mail channels keep their SMTP connections: a receiver's e-mails share a bounded pool, the receiver's
 * close ends every connection, and a connection the server drops loses no notification.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/postgres';
import { NOW, post, SITE, valid } from '../../../test/helpers/receiver';
import { parseMail, startSmtpSink } from '../../../test/doubles/push-endpoints';
import { createBookingReceiver } from '../receiver';
import type { NotifiedBooking } from './booking-event';
import { emailChannel } from './email-channel';

const cleanup: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

describe.each(['sqlite', 'postgres'] as const)('a receiver on %s', { timeout: 60_000 }, (dialect) => {
  it('sends its e-mails over at most two kept connections and closes them when it closes', async () => {
    const sink = await startSmtpSink();
    cleanup.push(sink.close);
    const dir = mkdtempSync(join(tmpdir(), 'bali-smtp-pool-'));
    cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
    const pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
    if (pg) cleanup.push(() => pg.drop());
    const receiver = createBookingReceiver({
      database: pg?.url ?? join(dir, 'bookings.sqlite'),
      trustProxy: false,
      rateLimitPerMinute: 0,
      spamShield: false,
      now: () => NOW,
      notify: { email: { to: 'owner@villa.example', smtp: sink.url } },
    });
    let closed = false;
    cleanup.push(async () => closed || receiver.close());
    await receiver.ready();

    const names = ['Ayu Lestari', 'Ben Carter', 'Chloé Martin', 'Dewi Sari', 'Erik Holm'];
    for (const [i, name] of names.entries()) {
      const body = { ...valid, name, email: `guest${i}@example.com`, whatsapp: `+62812345678${i}0` };
      const response = await receiver.bookingHandler(post({ body, ip: `198.51.100.${i}`, headers: { 'Idempotency-Key': randomUUID(), Origin: SITE } }));
      expect(response.status).toBe(201);
    }
    await sink.received(names.length);
    const subjects = sink.messages.map((m) => parseMail(m.raw).headers.get('subject') ?? '');
    for (const name of names.slice(0, 2)) expect(subjects.some((s) => s.includes(name.split(' ')[1]))).toBe(true);
    expect(sink.connections()).toBeLessThanOrEqual(2);

    await receiver.close();
    closed = true;
    await sink.allClosed(); // a connection left open would hold this until the test's timeout
  });
});

describe('a pooled SMTP connection the server drops', { timeout: 60_000 }, () => {
  const booking: NotifiedBooking = {
    id: '9a1f4c2e-7b3d-4e5f-8a6b-0c1d2e3f4a5b', createdAt: '2027-03-01T08:15:30.123Z', name: 'Sarah Miller', email: 'sarah@example.com.au',
    whatsapp: '+61412345678', checkIn: '2027-03-12', checkOut: '2027-03-19', budgetCurrency: 'AUD', budgetAmount: 3200, travelType: [],
  };

  /** Attempts as the outbox makes them: again after a failure, until one is delivered. */
  async function deliverWithRetries(deliver: ReturnType<typeof emailChannel>, deliveryId: string) {
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 3 && outcomes.at(-1) !== 'delivered'; attempt++) outcomes.push((await deliver(booking, deliveryId)).outcome);
    return outcomes;
  }
  /** An e-mail channel to the owner through a fresh SMTP sink, both closed after the test. */
  async function channelOnSink() {
    const sink = await startSmtpSink();
    cleanup.push(sink.close);
    const deliver = emailChannel({ to: 'owner@villa.example', smtp: sink.url });
    cleanup.push(async () => deliver.close?.());
    return { sink, deliver };
  }
  const messageIds = (sink: Awaited<ReturnType<typeof startSmtpSink>>) => sink.messages.map((m) => parseMail(m.raw).headers.get('message-id'));

  it('is replaced: the next e-mail arrives over a new connection', async () => {
    const { sink, deliver } = await channelOnSink();
    expect(await deliver(booking, 'd-first')).toEqual({ outcome: 'delivered' });
    sink.dropConnections();
    await sink.allClosed();
    expect(await deliverWithRetries(deliver, 'd-second')).toContain('delivered');
    expect(messageIds(sink)).toContain('<d-second.booking@villa.example>');
  });

  it('in the middle of a message: the message is sent again, never counted delivered without arriving', async () => {
    const { sink, deliver } = await channelOnSink();
    expect(await deliver(booking, 'd-warm')).toEqual({ outcome: 'delivered' });
    sink.dropNextMessage();
    const outcomes = await deliverWithRetries(deliver, 'd-cut');
    expect(outcomes.at(-1)).toBe('delivered');
    expect(messageIds(sink)).toContain('<d-cut.booking@villa.example>');
  });
});
