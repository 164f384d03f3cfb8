/**
 * Every text the walks look for, by the page's language (`<html lang>`): the one place to change when the
 * widgets speak another language.
 */
export type WalkText = {
  next: string;
  banner: string;
  book: string;
  failure: string;
  success: string;
  previousSlide: string;
  nextSlide: string;
  readMore: string;
  readLess: string;
};

export const WALK_TEXT: Record<string, WalkText> = {
  en: {
    next: 'Next',
    banner: 'Please fill in all required fields correctly.',
    book: 'Book Accommodation',
    failure: 'Failed to send request. Please check details or try again.',
    success: 'Success!',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    readMore: 'Read more...',
    readLess: 'Read less...',
  },
};

export function walkText(lang: string): WalkText {
  const text = WALK_TEXT[lang];
  if (!text) throw new Error(`no walk texts for lang "${lang}" (test/engines/walk-text.ts)`);
  return text;
}
