/**
 * Stripe's view of money. Offers keep amounts in the currency's unit used in practice (whole rupiah, cents);
 * Stripe wants minor units, and IDR is a two-decimal currency there, so rupiah go × 100
 * (docs.stripe.com/currencies). The minimum charges are Stripe's table's for the settlement currency; IDR has
 * no entry there, so Rp 10,000 (about US$0.60) stands in, a little above the US$0.50 equivalent it must reach.
 */

type StripeCurrency = {
  /** How many Stripe minor units one unit of the offer's amount is. */
  factor: number;
  /** The smallest deposit, in the offer's unit. */
  minimum: number;
  /** The largest deposit, in the offer's unit: Stripe takes at most 8 digits of minor units, 12 for IDR. */
  maximum: number;
};

const EIGHT_DIGITS = 99_999_999;

const CURRENCIES: Record<string, StripeCurrency> = {
  IDR: { factor: 100, minimum: 10_000, maximum: 9_999_999_999 },
  USD: { factor: 1, minimum: 50, maximum: EIGHT_DIGITS },
  AUD: { factor: 1, minimum: 50, maximum: EIGHT_DIGITS },
  EUR: { factor: 1, minimum: 50, maximum: EIGHT_DIGITS },
  SGD: { factor: 1, minimum: 50, maximum: EIGHT_DIGITS },
  GBP: { factor: 1, minimum: 30, maximum: EIGHT_DIGITS },
  NZD: { factor: 1, minimum: 50, maximum: EIGHT_DIGITS },
  JPY: { factor: 1, minimum: 50, maximum: EIGHT_DIGITS },
};

/** Why Stripe Checkout will not take this deposit, or undefined. */
export function stripeRefusal(currency: string, amount: number): string | undefined {
  const known = CURRENCIES[currency];
  if (!known) return `Stripe payments here take ${Object.keys(CURRENCIES).join(', ')}; not ${currency}.`;
  if (!Number.isSafeInteger(amount)) return 'The deposit must be a whole number in the currency\u2019s unit.';
  if (amount < known.minimum) return `Stripe takes at least ${known.minimum} (${currency} in its unit) in one payment.`;
  if (amount > known.maximum) return `Stripe takes at most ${known.maximum} (${currency} in its unit) in one payment.`;
  return undefined;
}

/** The offer's amount in Stripe's minor units. */
export function toStripeMinor(currency: string, amount: number): number {
  return amount * (CURRENCIES[currency]?.factor ?? 1);
}

/**
 * Stripe's minor units back in the offer's unit, or undefined when they do not divide evenly (a session this
 * receiver did not make: an IDR amount with sen).
 */
export function fromStripeMinor(currency: string, minor: number): number | undefined {
  const factor = CURRENCIES[currency]?.factor;
  if (!factor || !Number.isSafeInteger(minor) || minor % factor !== 0) return undefined;
  return minor / factor;
}

/** Checkout's page languages; the rest are Stripe's own. */
const CHECKOUT_LOCALES = new Set([
  'bg', 'cs', 'da', 'de', 'el', 'en', 'en-GB', 'es', 'es-419', 'et', 'fi', 'fil', 'fr', 'fr-CA', 'hr', 'hu',
  'id', 'it', 'ja', 'ko', 'lt', 'lv', 'ms', 'mt', 'nb', 'nl', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sk', 'sl', 'sv',
  'th', 'tr', 'vi', 'zh', 'zh-HK', 'zh-TW',
]);

/** The request's language as a Checkout locale: Traditional Chinese is `zh-TW`; one Stripe lacks is `auto`. */
export function stripeLocale(locale: string): string {
  if (/^zh-(Hant|TW|MO)$/i.test(locale)) return 'zh-TW';
  if (/^zh-HK$/i.test(locale)) return 'zh-HK';
  if (/^zh(-Hans|-CN|-SG)?$/i.test(locale)) return 'zh';
  if (CHECKOUT_LOCALES.has(locale)) return locale;
  const language = locale.split('-')[0]!.toLowerCase();
  return CHECKOUT_LOCALES.has(language) ? language : 'auto';
}
