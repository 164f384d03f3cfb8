import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGES, TRAVEL_LABELS } from '../booking-request';
import { EN, KEYS, SHIPPED_LANGUAGES, TRANSLATIONS } from './catalogs';

const DOC = new URL('../../docs/translations.md', import.meta.url);

/** docs/translations.md: every text in every shipped language, side by side, for a native speaker to review. */
function translationsDoc(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\u00a0/g, '&nbsp;');
  const texts = (lang: string) => (lang === 'en' ? KEYS.map((key) => EN[key]) : TRANSLATIONS[lang]);
  const header = `| key | ${SHIPPED_LANGUAGES.join(' | ')} |`;
  const rule = `|${' --- |'.repeat(SHIPPED_LANGUAGES.length + 1)}`;
  const rows = KEYS.map((key, i) => `| \`${key}\` | ${SHIPPED_LANGUAGES.map((lang) => cell(texts(lang)[i])).join(' | ')} |`);
  return [
    '# Translations',
    '',
    'Every text the guest sees or hears in `<bali-booking-form>` and `<bali-reviews>`, in every language the widgets',
    'ship, side by side. The key is what a site uses in its `data-messages` script ([languages.md](languages.md)).',
    '`{0}` and `{1}` are numbers, written in the language\'s own style. `&nbsp;` is a no-break space.',
    '',
    'The register is the polite one for a guest: Korean 합니다체, Japanese です/ます, German Sie, French vous.',
    'The texts live in `src/i18n/catalogs/`; this page is checked against them by `src/i18n/catalogs.test.ts`',
    '(`UPDATE_TRANSLATIONS=1 npx vitest run src/i18n/catalogs.test.ts` writes it anew).',
    '',
    header,
    rule,
    ...rows,
    '',
  ].join('\n');
}

describe('the catalogues', () => {
  it('give every shipped language one text per key, none empty, with the same numbers as English', () => {
    for (const [lang, list] of Object.entries(TRANSLATIONS)) {
      expect(list, lang).toHaveLength(KEYS.length);
      KEYS.forEach((key, i) => {
        expect(list[i].trim(), `${lang}.${key}`).not.toBe('');
        expect(list[i].match(/\{\d\}/g)?.sort() ?? [], `${lang}.${key}`).toEqual(EN[key].match(/\{\d\}/g)?.sort() ?? []);
      });
    }
  });

  it('keep the English texts word for word: the messages the receiver sends and the tiles the inbox shows', () => {
    for (const key of Object.keys(MESSAGES) as (keyof typeof MESSAGES)[]) {
      const english = key === 'stayNights' ? EN.stayNights.replace('{0}', '365') : EN[key];
      expect(english, key).toBe(MESSAGES[key]);
    }
    expect([EN.tripHoliday, EN.tripNomad, EN.tripHoneymoon, EN.tripFamily, EN.tripWellness, EN.tripLongStay]).toEqual([...TRAVEL_LABELS]);
  });

  it('are all in docs/translations.md', () => {
    const doc = translationsDoc();
    if (process.env.UPDATE_TRANSLATIONS) writeFileSync(DOC, doc);
    expect(readFileSync(DOC, 'utf8')).toBe(doc);
  });
});
