/**
 * Every text the walks look for, by the page's language (`<html lang>`): the one place to change when the
 * widgets speak another language. English is written out; the others come from the shipped catalogues.
 */
import { shippedMessages } from '../../src/i18n/catalogs';

export type WalkText = {
  /** The carousel slides' role description. */
  slide: string;
  next: string;
  banner: string;
  book: string;
  /** The availability notice's start, before the taken nights. */
  taken: string;
  /** The estimate's nights for the walk's 7-night stay, and its disclosure button. */
  sevenNights: string;
  details: string;
  failure: string;
  success: string;
  previousSlide: string;
  nextSlide: string;
  readMore: string;
  readLess: string;
};

export const WALK_TEXT: Record<string, WalkText> = {
  en: {
    slide: 'slide',
    next: 'Next',
    banner: 'Please fill in all required fields correctly.',
    book: 'Book Accommodation',
    taken: 'These nights look taken:',
    sevenNights: '7 nights',
    details: 'Show price details',
    failure: 'Failed to send request. Please check details or try again.',
    success: 'Success!',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    readMore: 'Read more...',
    readLess: 'Read less...',
  },
  ko: walkTextOf('ko'),
};

/** A shipped language's walk texts, read from its catalogue. */
function walkTextOf(lang: string): WalkText {
  const t = shippedMessages(lang);
  return { slide: t.slide, next: t.next, banner: t.banner, book: t.book, taken: t.availabilityTaken.split('{0}')[0].trim(), sevenNights: t.estimateNights.replace('{0}', '7'), details: t.estimateDetails, failure: t.failure, success: t.successTitle, previousSlide: t.previousSlide, nextSlide: t.nextSlide, readMore: t.readMore, readLess: t.readLess };
}

export function walkText(lang: string): WalkText {
  const text = WALK_TEXT[lang];
  if (!text) throw new Error(`no walk texts for lang "${lang}" (test/engines/walk-text.ts)`);
  return text;
}
