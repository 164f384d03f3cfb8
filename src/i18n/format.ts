import { SHIPPED_LANGUAGES } from './catalogs';

/** Texts with numbers in them (`{0}`, `{1}`), each number written in the language's own style. */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: string): Intl.NumberFormat {
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.NumberFormat(lang)));
  return format;
}

/**
 * Every shipped language writes a whole number below 1,000 as its plain digits (format.test.ts checks each
 * against Intl). Those need no `Intl.NumberFormat`: the first one built on a page loads the engine's number
 * data, a cost the first paint's "Step 1 of 2" and "1 / 6" do not have to pay.
 */
const plain = (n: number, lang: string) => n >= 0 && n < 1000 && n % 1 === 0 && SHIPPED_LANGUAGES.includes(lang);

/** `text` with `{n}` replaced by the n-th number, formatted for `lang` ("10,000" in English, "10.000" in German). */
export function fill(text: string, lang: string, ...numbers: number[]): string {
  return text.replace(/\{(\d)\}/g, (all, i: string) => {
    const n = numbers[+i];
    return n === undefined ? all : plain(n, lang) ? `${n}` : numberFormat(lang).format(n);
  });
}
