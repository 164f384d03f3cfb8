import { describe, expect, it } from 'vitest';
import { en } from './en';
import { id } from './id';
import { acceptedTags, languageFromCookie, languageFromTags } from './language';
import { count, fillText, text } from './text';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the inbox catalogue', () => {
  it('has the same keys in English and Indonesian', () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
  });
  it('has the same placeholders in every text of both languages', () => {
    const differ = Object.entries(en).filter(([key, value]) => placeholders(value).join() !== placeholders(id[key as keyof typeof id]).join());
    expect(differ).toEqual([]);
  });
  it('leaves no Indonesian text empty, untranslated English, or written "e-mail"', () => {
    const same = new Set(['detail.whatsapp', 'detail.checkIn', 'detail.checkOut', 'status.spam', 'spam.spam', 'spam.labelSpam', 'deliveries.channel.webhook', 'offline.title', 'detail.listing', 'cal.listing', 'rates.listing', 'reviews.listingPicker', 'offerEdit.total', 'offerEdit.deposit', 'offerList.total', 'offerList.deposit']);
    expect(Object.entries(id).filter(([key, value]) => !value.trim() || (value === en[key as keyof typeof en] && !same.has(key)))).toEqual([]);
    expect(Object.values(id).filter((value) => /e-mail/i.test(value))).toEqual([]);
  });
  it('pairs every counted text as .one and .other', () => {
    const ones = Object.keys(en).filter((k) => k.endsWith('.one')).map((k) => k.slice(0, -4));
    expect(ones.filter((base) => !(`${base}.other` in en))).toEqual([]);
    expect(Object.keys(en).filter((k) => k.endsWith('.other') && !(`${k.slice(0, -6)}.one` in en))).toEqual([]);
  });
  it('fills placeholders and counts in English by default', () => {
    expect(text('list.countNew', { count: 3 })).toBe('3 new');
    expect(count('nights.count', 1)).toBe('1 night');
    expect(count('nights.count', 4)).toBe('4 nights');
    expect(fillText('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('the owner language on a device', () => {
  it('takes the first browser language the inbox speaks, else English', () => {
    expect(languageFromTags(['id-ID', 'en-US'])).toBe('id');
    expect(languageFromTags(['en-AU', 'id'])).toBe('en');
    expect(languageFromTags(['nl-NL', 'id'])).toBe('id');
    expect(languageFromTags(['in'])).toBe('id');
    expect(languageFromTags(['ja', 'zh'])).toBe('en');
    expect(languageFromTags([])).toBe('en');
  });
  it('reads a picked language from the cookie, ignoring anything else', () => {
    expect(languageFromCookie('a=1; inbox-lang=id; b=2')).toBe('id');
    expect(languageFromCookie('inbox-lang=fr')).toBeUndefined();
    expect(languageFromCookie('xinbox-lang=id')).toBeUndefined();
    expect(languageFromCookie(undefined)).toBeUndefined();
  });
  it('orders Accept-Language by weight', () => {
    expect(acceptedTags('en;q=0.5, id-ID, fr;q=0')).toEqual(['id-ID', 'en']);
    expect(languageFromTags(acceptedTags('en-US;q=0.8,id;q=0.9'))).toBe('id');
  });
});
