import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGES, TRAVEL_LABELS } from '../booking-request';
import { EN, KEYS, SHIPPED_LANGUAGES, TRANSLATIONS } from './catalogs';

const DOC = new URL('../../docs/translations.md', import.meta.url);

/** Where a native reviewer's suggestion was not taken, and why: shown under the table. */
const CHOICES = [
  '## Choices',
  '',
  'Native readers reviewed every text (Chinese, Korean, Japanese, Indonesian, French, German). Where a suggestion',
  'was not taken, this is why:',
  '',
  '- English `book` ("Book Accommodation"), `another` ("Make Another Booking") and the dots of `readMore` /',
  '  `readLess` are the product\'s own English words and stay. Every translation says what really happens: a',
  '  request is sent (*Anfrage senden*, *Envoyer la demande*, 送出預訂申請, 예약 요청하기, 予約をリクエストする), without dots.',
  '- `availabilityTaken`: its `{0}` now ends on the last taken night ("12 – 13 Mar" for the nights of the 12th',
  '  and 13th, one date for one night), so "nights" in the text is true. French and German word it without a',
  '  plural (*Déjà réservé d’après le calendrier*, *Laut Kalender bereits belegt*).',
  '- Korean keeps 하십시오체 prompts (입력하십시오): the whole widget and the e-mail speak 합니다체, and a softer',
  '  해 주세요 in the prompts alone would mix registers. Changing it means every prompt together.',
  '- Traditional Chinese keeps Taiwan vocabulary (電子郵件, 行事曆) for Hong Kong too: one catalogue, understood',
  '  in both. The dates no longer depend on it: month names, never `3/4`.',
  '- Indonesian keeps "Check-in" / "Check-out" and "Digital Nomad" as Indonesian booking sites write them;',
  '  labels, buttons and tiles are in sentence case.',
  '- French keeps *propriétaire* (not *hôte*) and *e-mail* (not *courriel*, which only Québec expects).',
  '- Japanese writes no space around Latin words (WhatsAppまたは), in the form and the e-mails alike.',
  '- German writes a soft hyphen into every compound of 15 letters or more that a guest sees (Langzeit&shy;aufenthalt,',
  '  Buchungs&shy;anfrage): it breaks as *Langzeit-* / *aufenthalt* in a narrow tile even where the browser has no',
  '  German hyphenation. A site\'s own long words may carry `\\u00ad` the same way.',
];

/** docs/translations.md: every text in every shipped language, side by side, for a native speaker to review. */
function translationsDoc(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\u00a0/g, '&nbsp;').replace(/\u00ad/g, '&shy;');
  const texts = (lang: string) => (lang === 'en' ? KEYS.map((key) => EN[key]) : TRANSLATIONS[lang]);
  const header = `| key | ${SHIPPED_LANGUAGES.join(' | ')} |`;
  const rule = `|${' --- |'.repeat(SHIPPED_LANGUAGES.length + 1)}`;
  const rows = KEYS.map((key, i) => `| \`${key}\` | ${SHIPPED_LANGUAGES.map((lang) => cell(texts(lang)[i])).join(' | ')} |`);
  return [
    '# Translations',
    '',
    'Every text the guest sees or hears in `<bali-booking-form>` and `<bali-reviews>`, in every language the widgets',
    'ship, side by side. The key is what a site uses in its `data-messages` script ([languages.md](languages.md)).',
    '`{0}` and `{1}` are numbers written in the language\'s own style, or dates (`availabilityTaken`, `availabilityChoose`).',
    '`&nbsp;` is a no-break space and `&shy;` a soft hyphen (in a `data-messages` script write `\\u00a0` and `\\u00ad`).',
    '',
    'The register is the polite one for a guest: Korean 합니다체, Japanese です/ます, German Sie, French vous.',
    'The texts live in `src/i18n/catalogs/`; this page is checked against them by `src/i18n/catalogs.test.ts`',
    '(`UPDATE_TRANSLATIONS=1 npx vitest run src/i18n/catalogs.test.ts` writes it anew).',
    '',
    header,
    rule,
    ...rows,
    '',
    ...CHOICES,
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

/** Keys only a screen reader hears (an accessible name, never wrapped on screen). */
const HEARD_ONLY = new Set(['countryList', 'reviews']);

it('writes a soft hyphen into every German compound of 15 letters or more that a guest sees', () => {
  const unbroken = KEYS.filter((key) => !HEARD_ONLY.has(key)).flatMap((key) =>
    (TRANSLATIONS.de[KEYS.indexOf(key)].match(/[\p{L}\u00ad]{15,}/gu) ?? []).filter((word) => !word.includes('\u00ad')).map((word) => `${key}: ${word}`),
  );
  expect(unbroken).toEqual([]);
});
