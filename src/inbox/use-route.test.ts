import { describe, expect, it } from 'vitest';
import { hrefOf, parseRoute } from './use-route';

describe('inbox routes', () => {
  const at = (href: string) => {
    const url = new URL(href, 'https://villa.example');
    return parseRoute('/admin/', url);
  };
  it('reads the list with its filter and search, New by default', () => {
    expect(at('/admin/')).toEqual({ view: 'list', filter: 'new', q: '' });
    expect(at('/admin/?status=archived&q=made')).toEqual({ view: 'list', filter: 'archived', q: 'made' });
    expect(at('/admin/?status=bogus')).toEqual({ view: 'list', filter: 'new', q: '' });
  });
  it('reads a request and writes it back', () => {
    expect(at('/admin/requests/a%2Fb')).toEqual({ view: 'request', id: 'a/b' });
    expect(hrefOf('/admin/', { view: 'request', id: 'a/b' })).toBe('/admin/requests/a%2Fb');
    expect(hrefOf('/admin/', { view: 'list', filter: 'all', q: 'ko' })).toBe('/admin/?status=all&q=ko');
    expect(hrefOf('/admin/', { view: 'list', filter: 'new', q: '' })).toBe('/admin/');
  });
  it('reads the Reviews page, whatever its query, and writes it back', () => {
    expect(at('/admin/reviews?listing=villa')).toEqual({ view: 'reviews' });
    expect(hrefOf('/admin/', { view: 'reviews' })).toBe('/admin/reviews');
  });
  it('reads a malformed request address as a request that does not exist', () => {
    for (const path of ['/admin/requests/%E0%A4%A', '/admin/requests/%', '/admin/requests/%ED%A0%80']) {
      expect(parseRoute('/admin/', { pathname: path, search: '' })).toEqual({ view: 'missing' });
    }
  });
});
