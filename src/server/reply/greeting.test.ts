import { describe, expect, it } from 'vitest';
import { nightsBetween, replyGreeting, replySubject } from './greeting';
import { replyLocale } from './reply-language';
import { utcDateRange } from './utc-date-range';
import { dateRange } from '../../shared/date-range';

const korean = {
  name: '김민지',
  email: 'minji.kim@example.kr',
  whatsapp: '+821012345678',
  checkIn: '2027-03-12',
  checkOut: '2027-03-19',
  budgetCurrency: 'USD',
  budgetAmount: 2500,
  locale: 'ko-KR',
};
const english = { ...korean, name: 'Sarah Miller', email: 'sarah@example.com.au', locale: 'en-AU', budgetCurrency: 'AUD', budgetAmount: 3200 };

describe('replyGreeting', () => {
  it('greets a Korean guest in Korean with the dates, the nights and the budget', () => {
    expect(replyGreeting(korean)).toBe(
      '안녕하세요, 김민지님. 3월 12일부터 3월 19일까지 7박(예산 USD\u00a02,500) 예약 요청 주셔서 감사합니다.',
    );
    expect(replySubject(korean)).toBe('예약 요청: 3월 12일~19일');
  });

  it('greets an Australian guest in English with Australian dates', () => {
    expect(replyGreeting(english)).toBe(
      'Hi Sarah Miller, thank you for your booking request for a stay from 12 March to 19 March (7 nights, budget AUD\u00a03,200).',
    );
    expect(replySubject(english)).toBe('Your booking request: 12 March – 19 March');
  });

  it('writes one night in the singular and leaves out a budget of 0', () => {
    const oneNight = { ...english, checkOut: '2027-03-13', budgetAmount: 0 };
    expect(replyGreeting(oneNight)).toBe(
      'Hi Sarah Miller, thank you for your booking request for a stay from 12 March to 13 March (1 night).',
    );
    expect(replyGreeting(oneNight, 'ko')).toBe(
      '안녕하세요, Sarah Miller님. 3월 12일부터 3월 13일까지 1박 예약 요청 주셔서 감사합니다.',
    );
  });

  it('writes the first of the month 1er in French, and one unambiguous range in every subject', () => {
    const march = { ...english, checkIn: '2027-03-01', checkOut: '2027-03-02' };
    expect(replyGreeting(march, 'fr')).toContain('du 1er mars au 2 mars (1 nuit');
    expect(replySubject(march, 'fr')).toBe('Votre demande de réservation\u00a0: 1er–2 mars');
    expect(replySubject(march, 'zh-HK')).toBe('您的預訂申請：3月1日至2日');
    expect(replySubject(march, 'ja')).toBe('ご予約リクエスト：3月1日～2日');
  });

  it('names the years of a stay across New Year', () => {
    const newYear = { ...english, checkIn: '2026-12-28', checkOut: '2027-01-03' };
    expect(replyGreeting(newYear)).toContain('from 28 December 2026 to 3 January 2027 (6 nights');
  });

  it('writes each shipped language and falls back to English', () => {
    const cases: Array<[string, string]> = [
      ['id-ID', 'Halo 김민지, terima kasih atas permintaan pemesanan Anda untuk tanggal 12 Maret sampai 19 Maret (7 malam, anggaran USD\u00a02.500).'],
      ['zh-CN', '김민지，您好！感谢您提交3月12日至19日（共 7 晚，预算 USD\u00a02,500）的预订申请。'],
      ['zh-TW', '김민지，您好！感謝您送出3月12日至19日（共 7 晚，預算 USD\u00a02,500）的預訂申請。'],
      ['fr-FR', 'Bonjour 김민지, merci pour votre demande de réservation du 12 mars au 19 mars (7 nuits, budget 2\u202f500\u00a0USD).'],
      ['de-DE', 'Guten Tag 김민지, vielen Dank für Ihre Buchungsanfrage vom 12. März bis zum 19. März (7 Nächte, Budget 2.500\u00a0USD).'],
      ['ja', '김민지様\u3000この度は、3月12日～19日（7泊、ご予算USD\u00a02,500）のご予約リクエストをいただき、誠にありがとうございます。'],
      ['pt-BR', 'Hi 김민지, thank you for your booking request for a stay from March 12 to March 19 (7 nights, budget USD\u00a02,500).'],
    ];
    for (const [locale, text] of cases) expect(replyGreeting(korean, locale), locale).toBe(text);
  });

  it('reads a missing or malformed locale as English', () => {
    expect(replyLocale(undefined)).toEqual({ language: 'en', tag: 'en' });
    expect(replyLocale('not a tag!')).toEqual({ language: 'en', tag: 'en' });
    expect(replyLocale('KO-kr')).toEqual({ language: 'ko', tag: 'ko-KR' });
  });

  it("answers Traditional Chinese to the form's zh-Hant and to the regions that write it", () => {
    for (const tag of ['zh-Hant', 'zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant-CN']) expect(replyLocale(tag).language, tag).toBe('zh-Hant');
    for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans-TW']) expect(replyLocale(tag).language, tag).toBe('zh');
  });

  it('writes a name with a pasted line break on one line', () => {
    expect(replyGreeting({ ...english, name: ' Sarah\r\n\tMiller ' })).toMatch(/^Hi Sarah Miller, thank you/);
  });

  it('counts nights across a month end and a leap day', () => {
    expect(nightsBetween('2028-02-27', '2028-03-02')).toBe(4);
  });
});

describe('reply modules', () => {
  it('import nothing but each other and the pure date range, so the browser bundle of the inbox can use them', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const folder = new URL('./', import.meta.url);
    const sources = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    for (const file of sources) {
      const imports = [...readFileSync(new URL(file, folder), 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]);
      expect(imports.filter((spec) => !spec.startsWith('./') && spec !== '../../shared/date-range'), file).toEqual([]);
    }
  });
});

describe('utcDateRange', () => {
  it('writes the same range from its kept result as when first written, and another for other arguments', () => {
    const options = { day: 'numeric', month: 'long' } as const;
    const first = utcDateRange('2027-03-12', '2027-03-19', 'de', options);
    expect(first).toBe(dateRange('2027-03-12', '2027-03-19', 'de', options));
    expect(utcDateRange('2027-03-12', '2027-03-19', 'de', options)).toBe(first);
    expect(utcDateRange('2027-03-12', '2027-03-19', 'fr', options)).toBe(dateRange('2027-03-12', '2027-03-19', 'fr', options));
    expect(utcDateRange('2027-03-12', '2027-03-19', 'de', { day: 'numeric', month: 'short' })).toBe(dateRange('2027-03-12', '2027-03-19', 'de', { day: 'numeric', month: 'short' }));
  });
});
