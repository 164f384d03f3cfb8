import { describe, expect, it, vi } from 'vitest';
import { listingOf, localeOf, requestContext } from './request-context';

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

describe('requestContext', () => {
  it('reads both from a request, and leaves out what is missing', () => {
    const request = new Request('http://localhost/api/book-accommodation?listing=villa-samudra', { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
    expect(requestContext(request)).toEqual({ listing: 'villa-samudra', locale: 'fr-FR' });
    expect(requestContext(new Request('http://localhost/api/book-accommodation'))).toEqual({});
  });

  it('warns once about a malformed listing, without the guest\'s data', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      requestContext(new Request('http://localhost/api?listing=Villa%20Samudra'));
      requestContext(new Request('http://localhost/api?listing=Villa%20Samudra'));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).toMatch(/not a slug/);
    } finally {
      warn.mockRestore();
    }
  });
});
