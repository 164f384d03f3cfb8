/**
 * The words for a refused offer field in the owner's language: the page's own checks give a reason, the
 * receiver's English sentences are matched to the same reasons, and anything else stays as the server wrote it.
 */
import type { Currency } from '../booking-request/currencies';
import { text } from './i18n';
import type { FormProblem } from './offer-form';

const EXAMPLE: Record<Currency, string> = { IDR: '3.500.000', USD: '123.45', AUD: '123.45', EUR: '123.45' };

export function problemText(problem: FormProblem, currency: Currency): string {
  if (problem === 'amount') return text('offerEdit.problem.amount', { example: EXAMPLE[currency] });
  if (problem === 'otherCurrency') return text('offerEdit.problem.otherCurrency', { currency });
  return text(`offerEdit.problem.${problem}`);
}

/** The receiver's sentences (offer-draft.ts) this page has words for. */
const SERVER: Record<string, FormProblem | 'expiryPast'> = {
  'Add at least one line (nights, cleaning, taxes, extras).': 'lines',
  'An offer has at most 20 lines.': 'lines',
  'Each line needs a label of at most 120 characters.': 'label',
  'The total must be above zero.': 'total',
  'A fixed deposit is a whole amount above zero.': 'fixed',
  'The deposit percentage is above 0 and at most 100.': 'percent',
  'The balance is due 0 to 365 days before check-in.': 'days',
  'Check-in is too close: the offer would expire in the past.': 'expiryPast',
  'The terms are text of at most 5000 characters.': 'terms',
};

/** The server's field errors, each in the owner's language when the page knows the sentence. */
export function serverErrors(errors: Record<string, string>, currency: Currency): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const known = SERVER[message];
      return [field, known === 'expiryPast' ? text('offerEdit.problem.expiryPast') : known ? problemText(known, currency) : message];
    }),
  );
}
