import { describe, expect, it } from 'vitest';
import { languageFor } from './language';
import { readOverrides } from './messages-override';
import { KEYS } from './catalogs';

describe('readOverrides', () => {
  it('takes texts per language, canonical tags as keys', () => {
    const { overrides, problem } = readOverrides(JSON.stringify({ de: { next: 'Los' }, 'RU-ru': { next: 'Далее' } }));
    expect(problem).not.toContain('ignored');
    expect(overrides).toEqual({ de: { next: 'Los' }, 'ru-RU': { next: 'Далее' } });
  });

  it('names the keys an added language lacks, which would stay English, in one problem; a shipped language lacks none', () => {
    const texts = Object.fromEntries(KEYS.filter((key) => key !== 'book' && key !== 'readMore').map((key) => [key, 'x']));
    expect(readOverrides(JSON.stringify({ ru: texts })).problem).toBe('"ru" lacks book, readMore (shown in English)');
    expect(readOverrides(JSON.stringify({ ru: { ...texts, book: 'x', readMore: 'x' } })).problem).toBeUndefined();
    expect(readOverrides(JSON.stringify({ 'de-AT': { next: 'Los' }, 'zh-HK': { next: '下一步' } })).problem).toBeUndefined();
  });

  it('leaves out unknown keys, texts that are not strings and invalid tags, and says which in one problem', () => {
    const { overrides, problem } = readOverrides(JSON.stringify({ de: { next: 'Los', nxt: 'x', back: 3 }, en_US: { next: 'Go' }, fr: 'Suivant' }));
    expect(overrides).toEqual({ de: { next: 'Los' } });
    expect(problem).toContain('"de.nxt"');
    expect(problem).toContain('"de.back"');
    expect(problem).toContain('"en_US"');
    expect(problem).toContain('"fr"');
  });

  it('ignores a script that is not JSON or not an object of languages', () => {
    expect(readOverrides('{ de: ')).toEqual({ overrides: {}, problem: 'it is not valid JSON' });
    expect(readOverrides('["de"]').problem).toBe('it is not an object of languages');
    expect(readOverrides(null)).toEqual({ overrides: {} });
    expect(readOverrides('  ')).toEqual({ overrides: {} });
  });

  it('ignores keys an object already has ("constructor", "__proto__")', () => {
    const { overrides, problem } = readOverrides('{"de": {"constructor": "x", "__proto__": "y"}}');
    expect(overrides).toEqual({ de: {} });
    expect(problem).toContain('"de.constructor"');
  });
});

describe('languageFor', () => {
  it("changes a shipped language's text and keeps the rest", () => {
    const { lang, t } = languageFor('de-DE', { de: { next: 'Los' } });
    expect(lang).toBe('de');
    expect(t.next).toBe('Los');
    expect(t.back).toBe('Zurück');
  });

  it('adds a language: its missing texts are English', () => {
    const { lang, t, format } = languageFor('ru', { ru: { next: 'Далее', stepOf: 'Шаг {0} из 2' } });
    expect(lang).toBe('ru');
    expect(t.next).toBe('Далее');
    expect(t.back).toBe('Back');
    expect(format('stepOf', 1)).toBe('Шаг 1 из 2');
  });

  it('an override of a region falls back to the language shipped for it', () => {
    const { lang, t } = languageFor('zh-HK', { 'zh-HK': { next: '下一頁' } });
    expect(lang).toBe('zh-HK');
    expect(t.next).toBe('下一頁');
    expect(t.back).toBe('上一步');
    expect(t.contactTitle).toBe('聯絡資料');
  });

  it('writes numbers in the language\'s style', () => {
    expect(languageFor('de', {}).format('budgetMax', 1e13)).toBe('Das Budget darf höchstens 10.000.000.000.000 betragen.');
    expect(languageFor('fr', {}).format('rated', 4.5)).toBe('Noté 4,5 sur 5');
    expect(languageFor(undefined, {}).format('rated', 4.5)).toBe('Rated 4.5 out of 5');
  });
});
