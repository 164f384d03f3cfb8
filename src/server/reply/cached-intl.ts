/**
 * Intl formatters built once per language and options: building one costs far more than formatting with it,
 * and every booking's e-mails, links and acknowledgement format a dozen dates and amounts. Formatters are
 * stateless, so sharing them changes no output. A bounded map: the languages and option sets are few.
 */
const LIMIT = 500;

function cached<T>(build: (tag: string, options: never) => T) {
  const made = new Map<string, T>();
  return (tag: string, options: object = {}): T => {
    const key = `${tag}\u0000${JSON.stringify(options)}`;
    let found = made.get(key);
    if (found === undefined) {
      if (made.size >= LIMIT) made.clear();
      found = build(tag, options as never);
      made.set(key, found);
    }
    return found;
  };
}

export const dateTimeFormat = cached((tag, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options));
export const numberFormat = cached((tag, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options));
export const pluralRules = cached((tag, options: Intl.PluralRulesOptions) => new Intl.PluralRules(tag, options));
export const listFormat = cached((tag, options: Intl.ListFormatOptions) => new Intl.ListFormat(tag, options));
export const displayNames = cached((tag, options: Intl.DisplayNamesOptions) => new Intl.DisplayNames(tag, options));
