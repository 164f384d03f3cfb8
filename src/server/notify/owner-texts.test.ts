/** The owner's e-mail and push alert in the owner's language: English by default, Indonesian with OWNER_LANGUAGE=id. */
import { afterEach, describe, expect, it } from 'vitest';
import type { NotifiedBooking } from './booking-event';
import { emailChannel } from './email-channel';
import { ownerEmail } from './email-message';
import { notifyOptionsFromEnv } from './notify-options';
import { OWNER_TEXTS, ownerLanguageOf } from './owner-texts';
import { pushPayload } from './push-payload';
import { parseMail, startSmtpSink } from '../../../test/doubles/push-endpoints';

const booking: NotifiedBooking = {
  id: '5f0c6a52-1f7e-4a0b-9d4e-2b9a4c1e7d3f',
  createdAt: '2027-03-01T08:15:30.123Z',
  listing: 'villa-samudra',
  locale: 'ko-KR',
  name: '김민지',
  email: 'minji@example.kr',
  whatsapp: '+821012345678',
  checkIn: '2027-05-12',
  checkOut: '2027-05-15',
  budgetCurrency: 'USD',
  budgetAmount: 1500,
  travelType: ['Airbnb Guest - Honeymoon', 'Airbnb Guest - Family Holiday'],
};

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join();

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanup.splice(0).map((close) => close()));
});

describe('the owner texts', () => {
  it('have the same keys and placeholders in English and Indonesian', () => {
    expect(Object.keys(OWNER_TEXTS.id).sort()).toEqual(Object.keys(OWNER_TEXTS.en).sort());
    const en = OWNER_TEXTS.en as Record<string, string>;
    expect(Object.keys(en).filter((k) => placeholders(en[k]) !== placeholders(OWNER_TEXTS.id[k as keyof typeof OWNER_TEXTS.id]))).toEqual([]);
  });

  it('write the e-mail in Indonesian: labels, dates, nights, purposes and numbers; the replies stay in the guest language', () => {
    const mail = ownerEmail(booking, ['owner@villa.example'], 'owner@villa.example', 'id');
    expect(mail.subject).toBe('Permintaan pemesanan baru: 김민지, 2027-05-12 – 2027-05-15');
    expect(mail.text).toMatch(/^Permintaan pemesanan baru dari 김민지\nRab, 12 Mei 2027 – Sab, 15 Mei 2027, 3 malam\n/);
    expect(mail.text).toContain('Tujuan:');
    expect(mail.text).toContain('Bulan madu / liburan berdua, Liburan keluarga');
    expect(mail.text).toMatch(/Anggaran: +USD\s1\.500\n/);
    expect(mail.text).toMatch(/Bahasa: +Korea \(Korea Selatan\), ko-KR\n/);
    expect(mail.text).toContain('Draf balasan ditulis dalam bahasa Korea: periksa dan sesuaikan sebelum dikirim.');
    expect(mail.text).toContain('Balas lewat WhatsApp: https://wa.me/821012345678?text=');
    expect(decodeURIComponent(mail.text)).toContain('안녕하세요, 김민지님.');
    expect(mail.html).toContain('<html lang="id">');
    expect(mail.html).toContain('>Balas lewat email</a>');
    // Nothing English is left in the owner's words.
    expect(mail.text).not.toMatch(/New booking|Reply|Budget|Nights|Travel|Received/);
  });

  it('keep the English e-mail as it was by default', () => {
    const mail = ownerEmail(booking, ['owner@villa.example'], 'owner@villa.example');
    expect(mail.subject).toBe('New booking request: 김민지, 2027-05-12 – 2027-05-15');
    expect(mail.text).toMatch(/^New booking request from 김민지\nWed, 12 May 2027 – Sat, 15 May 2027, 3 nights\n/);
    expect(mail.text).toContain('The replies are drafted in Korean: edit them before sending.');
  });

  it('write the push alert in Indonesian', () => {
    expect(JSON.parse(pushPayload(booking, 'id'))).toMatchObject({ title: 'Permintaan pemesanan baru · villa-samudra', body: '김민지 · 12–15 Mei · USD 1.500' });
    expect(JSON.parse(pushPayload({ ...booking, listing: undefined, checkOut: '2027-06-02' }, 'id'))).toMatchObject({ title: 'Permintaan pemesanan baru', body: '김민지 · 12 Mei – 2 Jun · USD 1.500' });
    expect(JSON.parse(pushPayload(booking))).toMatchObject({ title: 'New booking request · villa-samudra', body: '김민지 · 12–15 May · USD 1,500' });
  });

  it('take OWNER_LANGUAGE from the environment, and refuse a language they do not have', () => {
    expect(notifyOptionsFromEnv({ OWNER_LANGUAGE: 'id' }).ownerLanguage).toBe('id');
    expect(notifyOptionsFromEnv({}).ownerLanguage).toBeUndefined();
    expect(ownerLanguageOf('en')).toBe('en');
    expect(() => notifyOptionsFromEnv({ OWNER_LANGUAGE: 'fr' })).toThrow('OWNER_LANGUAGE must be en or id (got "fr").');
  });

  it('reach the owner over SMTP in the configured language', async () => {
    const smtp = await startSmtpSink();
    cleanup.push(smtp.close);
    const deliver = emailChannel({ to: 'owner@villa.example', smtp: smtp.url }, {}, 'id');
    cleanup.push(async () => deliver.close?.());
    expect(await deliver(booking, 'd-id')).toEqual({ outcome: 'delivered' });
    const { text } = parseMail(smtp.messages[0].raw);
    expect(text).toMatch(/^Permintaan pemesanan baru dari 김민지\r\n/);
  });
});
