import { describe, expect, it } from 'vitest';
import { avatarSources, letterAvatar, optimizerUrl, resolveImagePath } from './avatar-url';

describe('resolveImagePath', () => {
  it('joins a bare file name to the base path (default /services/images)', () => {
    expect(resolveImagePath('ayu.jpg')).toBe('/services/images/ayu.jpg');
    expect(resolveImagePath('ayu.jpg', '/assets/people')).toBe('/assets/people/ayu.jpg');
    expect(resolveImagePath('ayu.jpg', '/assets/people/')).toBe('/assets/people/ayu.jpg');
    expect(resolveImagePath('./team/ayu.jpg', 'https://cdn.example.com/img')).toBe('https://cdn.example.com/img/team/ayu.jpg');
    expect(resolveImagePath('ayu.jpg', '')).toBe('/services/images/ayu.jpg');
  });

  it('uses root-relative paths and full URLs as they are', () => {
    expect(resolveImagePath('/media/ayu.jpg', '/services/images')).toBe('/media/ayu.jpg');
    expect(resolveImagePath('https://example.com/a.jpg', '/x')).toBe('https://example.com/a.jpg');
    expect(resolveImagePath('//cdn.example.com/a.jpg', '/x')).toBe('//cdn.example.com/a.jpg');
    expect(resolveImagePath('data:image/png;base64,AAAA', '/x')).toBe('data:image/png;base64,AAAA');
  });
});

describe('Next.js optimizer URLs', () => {
  it('encodes the path and adds width and quality 75', () => {
    expect(optimizerUrl('/services/_next/image', '/services/images/ayu.jpg', 128)).toBe(
      '/services/_next/image?url=%2Fservices%2Fimages%2Fayu.jpg&w=128&q=75',
    );
    expect(optimizerUrl('/img?v=2', 'a b.jpg', 256)).toBe('/img?v=2&url=a%20b.jpg&w=256&q=75');
  });

  it('gives src/srcset with w=128 (1x) and w=256 (2x) when an optimizer is set', () => {
    expect(avatarSources('ayu.jpg', '/services/images', '/services/_next/image')).toEqual({
      src: '/services/_next/image?url=%2Fservices%2Fimages%2Fayu.jpg&w=256&q=75',
      srcSet:
        '/services/_next/image?url=%2Fservices%2Fimages%2Fayu.jpg&w=128&q=75 1x, ' +
        '/services/_next/image?url=%2Fservices%2Fimages%2Fayu.jpg&w=256&q=75 2x',
    });
    expect(avatarSources('https://example.com/a.jpg', undefined, '/_next/image').src).toBe(
      '/_next/image?url=https%3A%2F%2Fexample.com%2Fa.jpg&w=256&q=75',
    );
  });

  it('gives the plain path without an optimizer (or with an empty one)', () => {
    expect(avatarSources('ayu.jpg', '/services/images')).toEqual({ src: '/services/images/ayu.jpg' });
    expect(avatarSources('ayu.jpg', '/services/images', '  ')).toEqual({ src: '/services/images/ayu.jpg' });
  });
});

describe('letterAvatar', () => {
  const decode = (uri: string) => {
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    return decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
  };

  it('is a local SVG data URI with the upper-case first letter', () => {
    const svg = decode(letterAvatar('wayan'));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toMatch(/>W<\/text><\/svg>$/);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it('handles non-Latin names, leading spaces, XML characters and empty names', () => {
    expect(decode(letterAvatar(' ébène'))).toMatch(/>É<\/text>/);
    expect(decode(letterAvatar('😀 Joy'))).toMatch(/>😀<\/text>/);
    expect(decode(letterAvatar('<script>'))).toMatch(/>&lt;<\/text>/);
    expect(decode(letterAvatar('&'))).toMatch(/>&amp;<\/text>/);
    expect(decode(letterAvatar(''))).toMatch(/>\?<\/text>/);
  });

  it('is stable per name', () => {
    expect(letterAvatar('Ayu')).toBe(letterAvatar('Ayu'));
  });
});
