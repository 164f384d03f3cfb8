/**
 * The acknowledgement's words and punctuation in each of the eight languages: the travel purposes as the
 * form's tiles said them, the language's colon, brackets and list separator, its date range, and a short
 * calendar title and file name of its own.
 */
import { describe, expect, it } from 'vitest';
import { TRAVEL_LABELS, TRAVEL_TAGS } from '../../booking-request';
import { ackMessage } from './ack-message';
import { ACK_LANGUAGES } from './ack-texts';

const booking = (locale: string) => ({
  id: '5f0c6a52-1f7e-4a0b-9d4e-2b9a4c1e7d3f', createdAt: '2027-03-01T08:15:30.123Z', listing: 'villa', locale,
  name: 'Marie Dupont', email: 'marie@example.com', whatsapp: '+61412345678', checkIn: '2027-03-01', checkOut: '2027-03-14',
  budgetCurrency: 'USD' as const, budgetAmount: 2500, travelType: [...TRAVEL_TAGS],
});
const message = (locale: string) => ackMessage(booking(locale), { from: 'a@villa.example', replyTo: 'o@villa.example', deliveryId: 'd1', hours: 3, now: new Date('2027-03-01T08:16:00Z') });
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

describe.each(ACK_LANGUAGES.filter((l) => l !== 'en'))('the %s acknowledgement', (language) => {
  const m = message(language);
  it('names every travel purpose in the language, none in English', () => {
    for (const label of TRAVEL_LABELS) expect(m.text + m.html).not.toContain(label);
  });
  it('has no ASCII ", " or ": " between Chinese or Japanese words, and no space between their sentences', () => {
    expect(m.text).not.toMatch(new RegExp(`${CJK.source}[,:(] ?${CJK.source}`, 'u'));
    expect(m.text).not.toMatch(new RegExp(`${CJK.source}[。：] `, 'u'));
    if (['zh', 'zh-Hant', 'ja'].includes(language)) expect(m.text).toMatch(/：.+、.+/);
  });
  it('writes the stay with month names, the month and year once, and titles the calendar event in the language', () => {
    expect(m.subject).not.toMatch(/\d\s*\/\s*\d/);
    expect(m.subject.match(/2027/g)).toHaveLength(1);
    expect(m.icalEvent.filename).not.toBe('booking-request.ics');
    expect(m.icalEvent.content).not.toContain(m.subject);
    expect(m.icalEvent.content).toMatch(/SUMMARY:.*(Bali|巴厘|峇里|발리|バリ)/);
  });
});

it('writes French with a no-break space before every colon and 1er for the first of the month', () => {
  const m = message('fr-FR');
  expect(m.text + m.subject).not.toMatch(/ [:;?!]/);
  expect(m.text).toContain('Dates\u00a0: 1er–14\u00a0mars\u00a02027 (13 nuits)');
  expect(m.text).toMatch(/^Votre demande/m);
});

it('does not make the owner a he: the guest receives the answer', () => {
  expect(message('de').text).not.toMatch(/\bEr antwortet/);
  expect(message('fr').text).not.toMatch(/\bIl répond/);
  expect(message('de').text).toContain('In der Regel erhalten Sie innerhalb von etwa 3 Stunden eine Antwort.');
});

it('joins Chinese purposes with 、 and writes Traditional Chinese for zh-TW', () => {
  expect(message('zh-TW').text).toContain('旅行目的：度假 / 休閒、數位遊牧 / 創業');
  expect(message('zh').text).toContain('日期：2027年3月1日至14日（13晚）');
});
