import { describe, expect, it } from 'vitest';
import { countryNaming, searchable } from './country-names';

describe('country names in the guest language', () => {
  it('names countries in the language, the short name for Hong Kong, Macao and Palestine', () => {
    expect(countryNaming('ko').name('id')).toBe('인도네시아');
    expect(countryNaming('fr').name('ID')).toBe('Indonésie');
    expect(countryNaming('zh-Hant').name('kr')).toBe('南韓');
    expect(countryNaming('de').name('de')).toBe('Deutschland');
    expect(countryNaming('en').name('hk')).toBe('Hong Kong');
    expect(countryNaming('fr').name('mo')).toBe('Macao');
    expect(countryNaming('en').name('ps')).toBe('Palestine');
  });

  it('sorts as the language sorts', () => {
    const names = ['Österreich', 'Oman', 'Zypern', 'Ägypten'];
    expect([...names].sort(countryNaming('de').compare)).toEqual(['Ägypten', 'Oman', 'Österreich', 'Zypern']);
  });

  it('falls back to English for a tag the browser refuses', () => {
    expect(countryNaming('en_US').name('id')).toBe('Indonesia');
    expect(countryNaming('C').name('de')).toBe('Germany');
  });

  it('compares search text without case or accents', () => {
    expect(searchable('Indonésie')).toBe('indonesie');
    expect(searchable('ÉTATS-UNIS')).toBe('etats-unis');
    expect(searchable('인도네시아').includes(searchable('인도'))).toBe(true);
  });
});
