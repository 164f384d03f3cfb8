import { expect, it } from 'vitest';
import { AVAILABILITY_TEXTS, availabilityTexts, fill, stayText } from './availability-texts';

it('has every text in each of the form\'s languages', () => {
  expect(Object.keys(AVAILABILITY_TEXTS).sort()).toEqual(['de', 'en', 'fr', 'id', 'ja', 'ko', 'zh', 'zh-Hant']);
  for (const texts of Object.values(AVAILABILITY_TEXTS)) {
    expect(Object.keys(texts).sort()).toEqual(['anyway', 'choose', 'free', 'taken']);
    expect(texts.taken).toContain('{nights}');
    expect(texts.choose).toContain('{stay}');
  }
});

it('picks the language from its tag, Traditional Chinese included, else English', () => {
  expect(availabilityTexts('fr-FR')).toBe(AVAILABILITY_TEXTS.fr);
  expect(availabilityTexts('zh-TW')).toBe(AVAILABILITY_TEXTS['zh-Hant']);
  expect(availabilityTexts('zh-Hant-HK')).toBe(AVAILABILITY_TEXTS['zh-Hant']);
  expect(availabilityTexts('zh-CN')).toBe(AVAILABILITY_TEXTS.zh);
  expect(availabilityTexts('pt')).toBe(AVAILABILITY_TEXTS.en);
  expect(availabilityTexts()).toBe(AVAILABILITY_TEXTS.en);
});

it('writes the nights in the language', () => {
  expect(fill(availabilityTexts().taken, { nights: stayText('2027-03-12', '2027-03-14') })).toMatch(/^These nights look taken: Mar 12\s–\s14\.$/);
  expect(stayText('2027-03-30', '2027-04-02', 'de')).toContain('März');
  expect(stayText('2027-03-12', '2027-03-14', 'ja')).toMatch(/12.+14/);
});
