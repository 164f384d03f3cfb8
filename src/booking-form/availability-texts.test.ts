import { expect, it } from 'vitest';
import { languageFor } from '../i18n/language';
import { nightsText, stayText, withWords } from './availability-texts';

it('writes the nights in the language', () => {
  expect(withWords(languageFor('en', {}).t.availabilityTaken, nightsText('2027-03-12', '2027-03-14'))).toMatch(/^These nights look taken: Mar\s12\s–\s13\.$/);
  expect(stayText('2027-03-30', '2027-04-02', 'de')).toContain('März');
  expect(stayText('2027-03-12', '2027-03-14', 'ja')).toMatch(/12.+14/);
});

it('names taken nights by the last night, not the check-out day: two nights read as two, one as one date', () => {
  expect(nightsText('2027-03-12', '2027-03-14', 'de')).toBe('12.–13.\u00a0März');
  expect(nightsText('2027-03-12', '2027-03-13', 'fr')).toBe('12\u00a0mars');
  expect(stayText('2027-03-12', '2027-03-14', 'fr')).toBe('12–14\u00a0mars');
});

it('writes month names, not numbers, in Chinese and Japanese (a Hong Kong reader takes 3/4 for 3 April)', () => {
  for (const lang of ['zh', 'zh-Hant', 'zh-HK', 'ja', 'ko']) {
    for (const text of [stayText('2027-03-04', '2027-03-06', lang), nightsText('2027-03-30', '2027-04-03', lang)]) {
      expect(text, lang).not.toMatch(/\d\s*\/\s*\d/);
      expect(text, lang).toMatch(/[月월]/);
    }
  }
  expect(stayText('2027-03-04', '2027-03-06', 'zh-Hant')).toBe('3月4日至6日');
  expect(stayText('2027-03-30', '2027-04-02', 'ja')).toBe('3月30日～4月2日');
  expect(stayText('2027-03-04', '2027-03-06', 'ko')).toBe('3월\u00a04일~6일');
});

it('writes the first of the month "1er" in French, and keeps a date on one line in every language', () => {
  expect(stayText('2027-03-01', '2027-03-03', 'fr')).toBe('1er–3\u00a0mars');
  expect(stayText('2027-03-01', '2027-03-03', 'de')).toBe('1.–3.\u00a0März');
  for (const lang of ['en', 'id', 'fr', 'de', 'ko', 'th']) expect(stayText('2027-03-30', '2027-04-02', lang), lang).not.toMatch(/[ \u2009]/);
});

it('ends a sentence once after an abbreviated month ("9.–10. Dez.", not "Dez..")', () => {
  expect(withWords(languageFor('de', {}).t.availabilityTaken, nightsText('2026-12-09', '2026-12-11', 'de'))).toBe('Laut Kalender bereits belegt: 9.–10.\u00a0Dez.');
  expect(withWords(languageFor('fr', {}).t.availabilityTaken, nightsText('2027-04-09', '2027-04-11', 'fr'))).toMatch(/avr\.$/);
  expect(withWords('Choose {0}', 'Mar 12')).toBe('Choose Mar 12');
});

it('has the note in every shipped language, Traditional Chinese for zh-TW', () => {
  expect(languageFor('ko-KR', {}).t.availabilityTaken).toBe('다음 날짜는 이미 예약된 것 같습니다: {0}.');
  expect(languageFor('zh-TW', {}).t.availabilityChoose).toBe('選擇 {0}');
  expect(languageFor('pt', {}).t.availabilityFree).toBe('Free stays of the same length:');
});
