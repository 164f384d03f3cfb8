/**
 * A search as the owner types it. Names, e-mails and listings match its text; a phone number also matches
 * by its digits, without spaces or dashes and without the trunk 0 of a number written as at home, so
 * "0812 3456", "+62 812-3456" and "8123456" all find +6281234567890 (numbers are stored in E.164).
 */
export type SearchTerms = { text: string; digits?: string };

const PHONE_LIKE = /^[+(]?[\d\s().-]+$/;

export function searchTerms(q: string | undefined): SearchTerms | undefined {
  // No stored value holds a control character (PostgreSQL refuses NUL in text): they are dropped, not sent.
  const text = q?.replace(/\p{Cc}/gu, '').trim().toLowerCase();
  if (!text) return undefined;
  if (!PHONE_LIKE.test(text)) return { text };
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 3 ? { text, digits } : { text };
}

/** The LIKE pattern for a value anywhere in a column, with `\` as the escape character. */
export const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
