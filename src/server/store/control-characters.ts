/**
 * Text the receiver stores holds no control character: PostgreSQL refuses NUL in `text` (a 500 where a
 * 400 belongs), and no feed address, note or push endpoint needs one. Checked the same on both databases.
 */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

export const hasControlCharacter = (value: string): boolean => CONTROL.test(value);
