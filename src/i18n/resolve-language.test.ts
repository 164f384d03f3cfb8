import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES } from './catalogs';
import { canonicalTag, matchLanguage } from './resolve-language';

const match = (tag: string, offered = SHIPPED_LANGUAGES) => matchLanguage(canonicalTag(tag), offered);

describe('matchLanguage', () => {
  it('matches by BCP 47 prefix, whatever the case', () => {
    expect(match('de-AT')).toBe('de');
    expect(match('DE-at')).toBe('de');
    expect(match('fr-CA')).toBe('fr');
    expect(match('ko-KR')).toBe('ko');
    expect(match('en-AU')).toBe('en');
    expect(match('id')).toBe('id');
  });

  it('speaks Traditional Chinese for zh-Hant and the regions that write it, Simplified for the rest', () => {
    for (const tag of ['zh-Hant', 'zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant-CN', 'zh-hant-hk']) expect(match(tag), tag).toBe('zh-Hant');
    for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans', 'zh-Hans-TW']) expect(match(tag), tag).toBe('zh');
  });

  it('speaks English for a language not offered, none, or a tag the browser calls invalid', () => {
    expect(match('ru')).toBe('en');
    expect(matchLanguage(undefined, SHIPPED_LANGUAGES)).toBe('en');
    for (const tag of ['C', 'en_US', '', '  ', 'x']) expect(canonicalTag(tag), tag).toBeUndefined();
  });

  it("offers a site's own language, most specific first", () => {
    expect(match('ru-RU', [...SHIPPED_LANGUAGES, 'ru'])).toBe('ru');
    expect(match('pt-BR', [...SHIPPED_LANGUAGES, 'pt', 'pt-BR'])).toBe('pt-BR');
    expect(match('pt-PT', [...SHIPPED_LANGUAGES, 'pt', 'pt-BR'])).toBe('pt');
  });
});
