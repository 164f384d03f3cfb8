import { describe, expect, it } from 'vitest';
import { nightsBetween, replyGreeting, replySubject } from './greeting';
import { replyLocale } from './reply-language';

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
      '안녕하세요, 김민지님. 3월 12일부터 3월 19일까지 7박(예산 USD\u00a02,500) 예약 문의 주셔서 감사합니다.',
    );
    expect(replySubject(korean)).toBe('예약 문의: 3월 12일 – 3월 19일');
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
      '안녕하세요, Sarah Miller님. 3월 12일부터 3월 13일까지 1박 예약 문의 주셔서 감사합니다.',
    );
  });

  it('names the years of a stay across New Year', () => {
    const newYear = { ...english, checkIn: '2026-12-28', checkOut: '2027-01-03' };
    expect(replyGreeting(newYear)).toContain('from 28 December 2026 to 3 January 2027 (6 nights');
  });

  it('writes each shipped language and falls back to English', () => {
    const cases: Array<[string, string]> = [
      ['id-ID', 'Halo 김민지, terima kasih atas permintaan pemesanan Anda untuk tanggal 12 Maret sampai 19 Maret (7 malam, anggaran USD\u00a02.500).'],
      ['zh-CN', '김민지，您好！感谢您的预订申请：3月12日至3月19日（7晚，预算USD\u00a02,500）。'],
      ['zh-TW', '김민지，您好！感謝您的預訂申請：3月12日至3月19日（7晚，預算USD\u00a02,500）。'],
      ['fr-FR', 'Bonjour 김민지, merci pour votre demande de réservation du 12 mars au 19 mars (7 nuits, budget 2\u202f500\u00a0USD).'],
      ['de-DE', 'Hallo 김민지, vielen Dank für Ihre Buchungsanfrage vom 12. März bis zum 19. März (7 Nächte, Budget 2.500\u00a0USD).'],
      ['ja', '김민지様、こんにちは。3月12日から3月19日まで（7泊、ご予算USD\u00a02,500）のご予約リクエストをいただき、ありがとうございます。'],
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
  it('import nothing but each other, so the browser bundle of the inbox can use them', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const folder = new URL('./', import.meta.url);
    const sources = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    for (const file of sources) {
      const imports = [...readFileSync(new URL(file, folder), 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]);
      expect(imports.filter((spec) => !spec.startsWith('./')), file).toEqual([]);
    }
  });
});
