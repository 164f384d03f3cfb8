/**
 * Country names for the phone picker in the guest's language, from the browser's own CLDR data
 * (`Intl.DisplayNames`): every language a site may use, and no name list in the bundle.
 */

/** Places whose CLDR name is an administrative title ("Hong Kong SAR China"): the short name is what guests say. */
const SHORT = new Set(['HK', 'MO', 'PS']);

export type CountryNaming = {
  /** The country's name in the language (ISO 3166-1 alpha-2 code, any case). */
  name(iso2: string): string;
  /** Compares two names as the language sorts them. */
  compare(a: string, b: string): number;
};

const namings = new Map<string, CountryNaming>();

/** Names and order of `lang` (a BCP 47 tag); a tag the browser refuses falls back to English. */
export function countryNaming(lang: string): CountryNaming {
  let naming = namings.get(lang);
  if (naming) return naming;
  try {
    const long = new Intl.DisplayNames(lang, { type: 'region' });
    const short = new Intl.DisplayNames(lang, { type: 'region', style: 'short' });
    const collator = new Intl.Collator(lang);
    naming = {
      name: (iso2) => {
        const code = iso2.toUpperCase();
        return (SHORT.has(code) ? short : long).of(code) ?? code;
      },
      compare: collator.compare,
    };
  } catch {
    naming = countryNaming('en');
  }
  namings.set(lang, naming);
  return naming;
}

/** Text as the search compares it: lower case, without accents ("Indonésie" is found by "indonesie"). */
export const searchable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
