/**
 * Dates as the availability note writes them, in the form's language. The note's words are in the form's
 * catalogues (`availabilityTaken` and the rest, src/i18n/catalogs).
 */
import { dateRange } from '../shared/date-range';
import { addDays } from '../booking-request';

/** A stay, check-out day last ("12 – 14 Mar"): a suggestion the guest can pick. */
export const stayText = (from: string, to: string, lang = 'en') => dateRange(from, to, lang);

/** Taken nights, the last night last ("12 – 13 Mar" for the nights of the 12th and 13th; "12 Mar" for one). */
export const nightsText = (from: string, to: string, lang = 'en') => dateRange(from, addDays(to, -1), lang);

/** A catalogue text with its `{0}` filled by words (the nights, a stay): "Dez." before the text's "." ends once. */
export const withWords = (text: string, words: string) => text.replace(/\{0\}(\.?)/, (_, dot: string) => (words.endsWith('.') ? words : words + dot));
