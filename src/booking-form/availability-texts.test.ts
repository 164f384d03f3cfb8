import { expect, it } from 'vitest';
import { languageFor } from '../i18n/language';
import { stayText, withWords } from './availability-texts';

it('writes the nights in the language', () => {
  expect(withWords(languageFor('en', {}).t.availabilityTaken, stayText('2027-03-12', '2027-03-14'))).toMatch(/^These nights look taken: Mar 12\s–\s14\.$/);
  expect(stayText('2027-03-30', '2027-04-02', 'de')).toContain('März');
  expect(stayText('2027-03-12', '2027-03-14', 'ja')).toMatch(/12.+14/);
});

it('has the note in every shipped language, Traditional Chinese for zh-TW', () => {
  expect(languageFor('ko-KR', {}).t.availabilityTaken).toBe('이 날짜는 이미 예약된 것 같습니다: {0}.');
  expect(languageFor('zh-TW', {}).t.availabilityChoose).toBe('選擇 {0}');
  expect(languageFor('pt', {}).t.availabilityFree).toBe('Free stays of the same length:');
});
