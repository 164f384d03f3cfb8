import { describe, expect, it } from 'vitest';
import { listingOf, localeOf } from './request-context';

describe('listingOf', () => {
  it('reads a slug from the endpoint query string', () => {
    expect(listingOf('https://villa.example/api/book-accommodation?listing=villa-samudra')).toEqual({ listing: 'villa-samudra' });
    expect(listingOf('/api/book-accommodation?utm=x&listing=a1')).toEqual({ listing: 'a1' });
    expect(listingOf(`/api?listing=${'a'.repeat(64)}`)).toEqual({ listing: 'a'.repeat(64) });
  });

  it('has none without the parameter', () => {
    expect(listingOf('/api/book-accommodation')).toEqual({});
    expect(listingOf('/api/book-accommodation?listing=')).toEqual({});
  });

  it('flags anything but a slug of at most 64 characters', () => {
    for (const bad of ['Villa', 'villa samudra', '-villa', 'villa-', 'villa_1', 'vïlla', '<b>', 'a'.repeat(65), '../x']) {
      expect(listingOf(`/api?listing=${encodeURIComponent(bad)}`), bad).toEqual({ invalid: true });
    }
  });
});

describe('localeOf', () => {
  it('takes the first tag and canonicalises it', () => {
    expect(localeOf('ko-KR,ko;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('ko-KR');
    expect(localeOf('en-au')).toBe('en-AU');
    expect(localeOf('zh-hans-cn;q=1, en')).toBe('zh-Hans-CN');
    expect(localeOf(' de ')).toBe('de');
  });

  it('has none for a missing, wildcard or malformed header', () => {
    expect(localeOf(null)).toBeUndefined();
    expect(localeOf('')).toBeUndefined();
    expect(localeOf('*')).toBeUndefined();
    expect(localeOf('not a tag')).toBeUndefined();
    expect(localeOf(`en-${'x'.repeat(40)}`)).toBeUndefined();
  });
});
