/** Texts with numbers in them (`{0}`, `{1}`), each number written in the language's own style. */
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: string): Intl.NumberFormat {
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.NumberFormat(lang)));
  return format;
}

/** `text` with `{n}` replaced by the n-th number, formatted for `lang` ("10,000" in English, "10.000" in German). */
export function fill(text: string, lang: string, ...numbers: number[]): string {
  return text.replace(/\{(\d)\}/g, (all, i: string) => (numbers[+i] === undefined ? all : numberFormat(lang).format(numbers[+i])));
}
