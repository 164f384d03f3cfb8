import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotifiedBooking } from './booking-event';
import { emailChannel, ownerAddresses, smtpServerName } from './email-channel';
import { parseMail, startSmtpSink } from '../../../test/doubles/push-endpoints';

const booking: NotifiedBooking = {
  id: '5f0c6a52-1f7e-4a0b-9d4e-2b9a4c1e7d3f',
  createdAt: '2027-03-01T08:15:30.123Z',
  listing: 'villa-samudra',
  locale: 'en-AU',
  name: 'Sarah Miller',
  email: 'sarah@example.com.au',
  whatsapp: '+61412345678',
  checkIn: '2027-03-12',
  checkOut: '2027-03-19',
  budgetCurrency: 'AUD',
  budgetAmount: 3200,
  travelType: ['Airbnb Guest - Holiday/ vacation', 'Airbnb Guest - Family Holiday'],
};

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()));
});
async function sink(options?: Parameters<typeof startSmtpSink>[0]) {
  const server = await startSmtpSink(options);
  cleanup.push(server.close);
  return server;
}
/** A channel closed after the test: its pooled connection would keep the sink from closing. */
function channel(...args: Parameters<typeof emailChannel>) {
  const deliver = emailChannel(...args);
  cleanup.push(async () => deliver.close?.());
  return deliver;
}

describe('emailChannel', () => {
  it('mails the owners with Reply-To the guest, every field, the nights and both one-tap replies', async () => {
    const smtp = await sink();
    const deliver = channel({ to: 'owner@villa.example, manager@villa.example', smtp: smtp.url, from: 'Villa Samudra <bookings@villa.example>' });
    expect(await deliver(booking, 'd-1')).toEqual({ outcome: 'delivered' });

    const [mail] = smtp.messages;
    expect(mail.to).toEqual(['owner@villa.example', 'manager@villa.example']);
    expect(mail.from).toBe('bookings@villa.example');
    const { headers, text, html } = parseMail(mail.raw);
    expect(decodeHeader(headers.get('subject')!)).toBe('New booking request: Sarah Miller, 2027-03-12 – 2027-03-19');
    expect(headers.get('reply-to')).toBe('Sarah Miller <sarah@example.com.au>');
    expect(headers.get('to')).toBe('owner@villa.example, manager@villa.example');

    const whatsapp =
      'https://wa.me/61412345678?text=Hi%20Sarah%20Miller%2C%20thank%20you%20for%20your%20booking%20request%20for%20a%20stay' +
      '%20from%2012%20March%20to%2019%20March%20(7%20nights%2C%20budget%20AUD%C2%A03%2C200).';
    const mailto =
      'mailto:sarah@example.com.au?subject=Your%20booking%20request%3A%2012%20March%20%E2%80%93%2019%20March' +
      '&body=Hi%20Sarah%20Miller%2C%20thank%20you%20for%20your%20booking%20request%20for%20a%20stay%20from%2012%20March' +
      '%20to%2019%20March%20(7%20nights%2C%20budget%20AUD%C2%A03%2C200).%0D%0A%0D%0A';
    expect(text).toContain(`Reply on WhatsApp: ${whatsapp}`);
    expect(text).toContain(`Reply by e-mail: ${mailto}`);
    for (const line of [
      'Name:      Sarah Miller',
      'E-mail:    sarah@example.com.au',
      'WhatsApp:  +61 412 345 678',
      'Check-in:  Fri, 12 Mar 2027',
      'Check-out: Fri, 19 Mar 2027',
      'Nights:    7',
      'Budget:    AUD\u00a03,200',
      'Travel:    Holiday / Vacation, Family Holiday',
      'Listing:   villa-samudra',
      'Language:  Australian English, en-AU',
      'Received:  1 Mar 2027, 08:15 UTC',
      'Reference: 5f0c6a52-1f7e-4a0b-9d4e-2b9a4c1e7d3f',
    ]) expect(text).toContain(line);
    expect(text).toMatch(/^New booking request from Sarah Miller\r\nFri, 12 Mar 2027 – Fri, 19 Mar 2027, 7 nights\r\n/);
    expect(text).toContain('The replies are drafted in English: edit them before sending.');
    expect(html).toContain(`<a href="${whatsapp}"`);
    expect(html).toContain(`<a href="${mailto.replace(/&/g, '&amp;')}"`);
    expect(html).not.toMatch(/<img|src=|https?:\/\/(?!wa\.me)/);
  });

  it('keeps a name with line breaks and markup out of the headers and the HTML', async () => {
    const smtp = await sink();
    const hostile = {
      ...booking,
      name: 'Eve\r\nBcc: victim@example.com\r\nX-Injected: yes\r\n\r\n<script>alert(1)</script><img src="https://tracker.example/p.gif">',
    };
    expect(await channel({ to: 'owner@villa.example', smtp: smtp.url })(hostile, 'd-2')).toEqual({ outcome: 'delivered' });

    const [mail] = smtp.messages;
    expect(mail.to).toEqual(['owner@villa.example']);
    const { headers, html, text } = parseMail(mail.raw);
    expect(headers.has('bcc')).toBe(false);
    expect(headers.has('x-injected')).toBe(false);
    expect(decodeHeader(headers.get('subject')!)).toMatch(/^New booking request: Eve Bcc: victim@example\.com X-Injected: yes <script>/);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('Eve Bcc: victim@example.com X-Injected: yes &lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=&quot;https://tracker.example/p.gif&quot;&gt;');
    expect(text).toContain('Name:      Eve Bcc: victim@example.com X-Injected: yes <script>');
    expect(text).toContain('https://wa.me/61412345678?text=Hi%20Eve%20Bcc%3A%20victim%40example.com%20X-Injected%3A%20yes%20%3Cscript%3E');
  });

  it('sends a delivery again with the Message-ID of its first attempt, from any process', async () => {
    const smtp = await sink();
    const options = { to: 'owner@villa.example', smtp: smtp.url, from: 'Villa Samudra <bookings@villa.example>' };
    // Two channels stand for two processes (or a restart) sending the same delivery after a lost outcome.
    await channel(options)(booking, '0b7e4f52-94c1-4d7a-8d0e-5a1f3c2b9e61');
    await channel(options)(booking, '0b7e4f52-94c1-4d7a-8d0e-5a1f3c2b9e61');
    await channel(options)(booking, '7d2c9a10-3e5b-4f6a-b8c7-1d0e2f3a4b5c');
    const ids = smtp.messages.map((m) => parseMail(m.raw).headers.get('message-id'));
    expect(ids).toEqual([
      '<0b7e4f52-94c1-4d7a-8d0e-5a1f3c2b9e61.booking@villa.example>',
      '<0b7e4f52-94c1-4d7a-8d0e-5a1f3c2b9e61.booking@villa.example>',
      '<7d2c9a10-3e5b-4f6a-b8c7-1d0e2f3a4b5c.booking@villa.example>',
    ]);
  });

  it('sends from the first owner address by default', async () => {
    const smtp = await sink();
    await channel({ to: ['owner@villa.example'], smtp: smtp.url })(booking, 'd-3');
    expect(decodeHeader(parseMail(smtp.messages[0].raw).headers.get('from')!)).toBe('Booking requests <owner@villa.example>');
  });

  it('keeps only codes of a rejection: the SMTP reply that echoes an address is not recorded', async () => {
    const smtp = await sink({
      onRcptTo(address, _session, callback) {
        const error = Object.assign(new Error(`<${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 });
        callback(error);
      },
    });
    const result = await channel({ to: 'owner@villa.example', smtp: smtp.url })(booking, 'd-4');
    expect(result).toStrictEqual({ outcome: 'failed', status: 550, error: 'SMTP 550 EENVELOPE' });
  });

  it('ends an attempt at its deadline when the server answers a line at a time and never finishes', async () => {
    const sockets = new Set<Socket>();
    const server = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.write('220 slow.example ESMTP\r\n');
      socket.once('data', () => {
        const drip = setInterval(() => socket.write('250-still thinking\r\n'), 100);
        socket.on('close', () => clearInterval(drip));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    }));
    const { port } = server.address() as AddressInfo;
    const result = await channel({ to: 'owner@villa.example', smtp: `smtp://127.0.0.1:${port}` }, { timeoutMs: 1000 })(booking, 'd-6');
    expect(result).toStrictEqual({ outcome: 'failed', error: 'SMTP timeout after 1 s' });
  });

  it('reports a refused connection by its code', async () => {
    const smtp = await startSmtpSink();
    await smtp.close();
    const result = await channel({ to: 'owner@villa.example', smtp: smtp.url })(booking, 'd-5');
    expect(result).toStrictEqual({ outcome: 'failed', error: 'SMTP ECONNREFUSED ESOCKET' });
  });
});

describe('e-mail options', () => {
  it('reads comma-separated owner addresses and refuses anything else', () => {
    expect(ownerAddresses(' a@x.example ,b@y.example,')).toEqual(['a@x.example', 'b@y.example']);
    expect(() => ownerAddresses('')).toThrow('NOTIFY_EMAIL must name at least one address, e.g.');
    expect(() => ownerAddresses('a@x.example; b@y.example')).toThrow('NOTIFY_EMAIL must be e-mail addresses separated by commas, e.g.');
  });

  it('names the SMTP server without its credentials', () => {
    expect(smtpServerName('smtps://owner%40villa.example:s3cret@smtp.example.com')).toBe('smtp.example.com:465');
    expect(smtpServerName('smtp://u:p@smtp.example.com:2525')).toBe('smtp.example.com:2525');
    expect(() => smtpServerName('http://smtp.example.com')).toThrow('SMTP_URL must look like smtp://user:pass@host:587');
  });
});

/** Decodes RFC 2047 encoded words (what a mail reader shows). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeURIComponent(data.replace(/_/g, ' ').replace(/%/g, '%25').replace(/=([0-9A-F]{2})/g, '%$1')),
    );
}
