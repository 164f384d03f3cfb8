/**
 * Xendit's view of money. Invoices take a JSON number in the currency's major unit: rupiah and dong are whole
 * (Xendit would cut IDR decimals off, so none are ever sent), the others have cents. Xendit invoices take
 * only the currencies of its markets, and a rupiah invoice less than Rp 10,000 would leave most channels
 * (virtual accounts) out.
 */

type XenditCurrency = { decimals: 0 | 2; minimum: number };

const CURRENCIES: Record<string, XenditCurrency> = {
  IDR: { decimals: 0, minimum: 10_000 },
  PHP: { decimals: 2, minimum: 100 },
  USD: { decimals: 2, minimum: 100 },
  SGD: { decimals: 2, minimum: 100 },
  MYR: { decimals: 2, minimum: 100 },
  THB: { decimals: 2, minimum: 2_000 },
  VND: { decimals: 0, minimum: 10_000 },
};

/** Why a Xendit invoice will not take this deposit, or undefined. */
export function xenditRefusal(currency: string, amount: number): string | undefined {
  const known = CURRENCIES[currency];
  if (!known) return `Xendit invoices here take ${Object.keys(CURRENCIES).join(', ')}; not ${currency}.`;
  if (!Number.isSafeInteger(amount)) return 'The deposit must be a whole number in the currency\u2019s unit.';
  if (amount < known.minimum) return `Xendit takes at least ${known.minimum} (${currency} in its unit) in one invoice.`;
  return undefined;
}

/** The offer's amount as Xendit's JSON number: whole rupiah as they are, cents as a two-decimal amount. */
export function toXenditAmount(currency: string, amount: number): number {
  return CURRENCIES[currency]?.decimals === 2 ? amount / 100 : amount;
}

/** A callback's amount back in the offer's unit, or undefined when it is not a whole number of that unit. */
export function fromXenditAmount(currency: string, value: unknown): number | undefined {
  const known = CURRENCIES[currency];
  if (!known || typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  const units = known.decimals === 2 ? Math.round(value * 100) : value;
  if (!Number.isSafeInteger(units) || Math.abs(units - (known.decimals === 2 ? value * 100 : value)) > 1e-6) return undefined;
  return units;
}

/** Xendit's invoice page speaks Indonesian and English. */
export function xenditLocale(locale: string): 'id' | 'en' {
  return /^id\b/i.test(locale) ? 'id' : 'en';
}
