import { describe, expect, it } from 'vitest';
import { ago, languageOf, longDay, money, nights, nightsText, purposeLabel, stayRange } from './format';

describe('inbox formats', () => {
  it('counts nights across months and years', () => {
    expect(nights('2026-12-30', '2027-01-02')).toBe(3);
    expect(nightsText(1)).toBe('1 night');
    expect(nightsText(4)).toBe('4 nights');
  });
  it('writes the year once when the stay is within one year', () => {
    expect(stayRange('2026-12-12', '2026-12-15')).toBe('12 Dec – 15 Dec 2026');
    expect(stayRange('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 2 Jan 2027');
  });
  it('shows money with its code and grouping', () => {
    expect(money('IDR', 15000000)).toBe('IDR 15,000,000');
    expect(money('USD', 99.5)).toBe('USD 99.50');
  });
  it('writes a discount with the minus sign U+2212, in English and Indonesian', () => {
    expect(money('IDR', -1_200_000)).toBe('IDR \u22121,200,000');
    expect(money('IDR', -1_200_000, 'id')).toBe('IDR \u22121.200.000');
    expect(money('USD', -120.5)).toBe('USD \u2212120.50');
  });
  it('says how long ago', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(ago('2026-11-25T11:59:30Z', now)).toBe('just now');
    expect(ago('2026-11-25T11:55:00Z', now)).toBe('5 minutes ago');
    expect(ago('2026-11-24T11:00:00Z', now)).toBe('yesterday');
    expect(ago('2026-11-04T11:00:00Z', now)).toBe('3 weeks ago');
  });
  it('names purposes and languages', () => {
    expect(purposeLabel('Airbnb Guest - Honeymoon')).toBe('Honeymoon / Couple Getaway');
    expect(purposeLabel('<b>odd</b>')).toBe('<b>odd</b>');
    expect(languageOf('ko-KR')).toBe('Korean (South Korea)');
    expect(languageOf(null)).toBeUndefined();
  });
  it('writes days, money, times, purposes and languages in Indonesian when asked', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(stayRange('2026-12-12', '2026-12-15', 'id')).toBe('12 Des – 15 Des 2026');
    expect(longDay('2026-12-12', 'id')).toBe('Sab, 12 Des 2026');
    expect(money('IDR', 15000000, 'id')).toBe('IDR 15.000.000');
    expect(ago('2026-11-25T11:55:00Z', now, 'id')).toBe('5 menit yang lalu');
    expect(ago('2026-11-24T11:00:00Z', now, 'id')).toBe('kemarin');
    expect(purposeLabel('Airbnb Guest - Family Holiday', 'id')).toBe('Liburan keluarga');
    expect(purposeLabel('<b>odd</b>', 'id')).toBe('<b>odd</b>');
    expect(languageOf('ko-KR', 'id')).toBe('Korea (Korea Selatan)');
  });
});
