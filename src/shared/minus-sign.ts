/**
 * A negative number as people read it: the minus sign U+2212, in every language. Intl writes a hyphen-minus in
 * most locales ("-Rp 1.200.000"): it looks like a hyphen, and NVDA at its default level says nothing for "-"
 * before a letter, so "-Rp 1.200.000" was heard as a positive amount; "−" it reads as "minus".
 */
export const MINUS = '\u2212';

/** `n` formatted by `format`, its minus sign (if any) the true one. */
export function formatSigned(format: Intl.NumberFormat, n: number): string {
  return format.formatToParts(n).map((part) => (part.type === 'minusSign' ? MINUS : part.value)).join('');
}
