/**
 * A listing's rates for the owner, phone first: the base price, weekend, minimum stay, discounts,
 * cleaning and taxes, the seasons and imported days. Saved whole; each refused field is shown beside itself.
 */
import { count, text, useText } from './i18n';
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { CURRENCIES, type Currency } from '../booking-request/currencies';
import { CallFailed } from './api';
import type { Announce } from './announce';
import { RateCheck, RateField } from './rate-field';
import type { RatesAnswer } from './rates-api-types';
import { createRatesClient, type RatesResult } from './rates-client';
import { dateFormat } from './format';
import { cardOf, draftOf, type RatesDraft } from './rates-draft';
import { RatesImport } from './rates-import';
import { RatesSeasons } from './rates-seasons';
import { RatesTaxes } from './rates-taxes';

/** The weekend's nights, Monday first (day 0 is Sunday), named in the owner's language. */
const NIGHTS = [1, 2, 3, 4, 5, 6, 0] as const;
// 1 January 2024 was a Monday: day d's name is that week's day, written in UTC.
const nightName = (day: number) => dateFormat({ weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, day || 7)));

type Props = { base: string; onError: (error: unknown) => boolean; announce: Announce };

export function RatesPage({ base, onError, announce }: Props) {
  useText();
  const client = useMemo(() => createRatesClient(base), [base]);
  const id = useId();
  const [listing, setListing] = useState(() => new URLSearchParams(window.location.search).get('listing') ?? '');
  const [answer, setAnswer] = useState<RatesAnswer>();
  const [draft, setDraft] = useState<RatesDraft>(() => draftOf(undefined));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');

  const load = useCallback(async () => {
    try {
      const read = await client.read(listing);
      setAnswer(read);
      setDraft(draftOf(read.card));
      setErrors({});
      setFailure('');
    } catch (error) {
      if (!onError(error)) setFailure(error instanceof CallFailed ? error.message : text('rates.failed'));
    }
  }, [client, listing, onError]);
  useEffect(() => void load(), [load]);

  const settle = async (work: () => Promise<RatesResult>, said: string | ((days: number) => string)) => {
    try {
      const result = await work();
      if (!result.ok) {
        setErrors(result.errors);
        announce(result.errors.csv ?? text('rates.refused'));
        return;
      }
      setDraft(draftOf(result.saved.card));
      setErrors({});
      setAnswer((known) => known && { ...known, card: result.saved.card, version: result.saved.version });
      setFailure('');
      announce(typeof said === 'string' ? said : said(result.saved.card.days.length));
    } catch (error) {
      if (!onError(error)) setFailure(error instanceof CallFailed ? error.message : text('rates.failed'));
    }
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const { card, errors: unread } = cardOf(draft);
    if (Object.keys(unread).length) {
      setErrors(unread);
      announce(text('rates.refused'));
      return;
    }
    await settle(() => client.save(listing, card), text('rates.saved'));
  };
  const set = (patch: Partial<RatesDraft>) => setDraft({ ...draft, ...patch });
  const refused = Object.keys(errors).some((key) => key !== 'csv');

  return (
    <div className="stack rates">
      <h1 tabIndex={-1}>{text('rates.heading')}</h1>
      {answer && answer.listings.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-listing`}>{text('rates.listing')}</label>
          <select id={`${id}-listing`} className="input" value={listing} onChange={(e) => setListing(e.target.value)}>
            {answer.listings.map((l) => (
              <option key={l} value={l}>
                {l || text('rates.defaultListing')}
              </option>
            ))}
          </select>
        </div>
      )}
      {failure && (
        <p className="error banner" role="alert">
          {failure}
        </p>
      )}
      {!answer ? (
        <p className="muted">{text('rates.loading')}</p>
      ) : (
        <>
          <form className="stack" onSubmit={save} noValidate>
            {refused && <p className="error banner">{text('rates.refused')}</p>}
            <section className="card stack" aria-labelledby={`${id}-prices`}>
              <h2 id={`${id}-prices`}>{text('rates.prices')}</h2>
              <div className="field">
                <label htmlFor={`${id}-currency`}>{text('rates.currency')}</label>
                <select id={`${id}-currency`} className="input" value={draft.currency} onChange={(e) => set({ currency: e.target.value as Currency })}>
                  {CURRENCIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </select>
              </div>
              <RateField id={`${id}-nightly`} label={text('rates.nightly')} hint={text('rates.nightlyHint')} inputMode="decimal" value={draft.nightly} onValue={(nightly) => set({ nightly })} error={errors.nightly} />
              <RateField id={`${id}-weekend`} label={text('rates.weekend')} inputMode="decimal" value={draft.weekendNightly} onValue={(weekendNightly) => set({ weekendNightly })} error={errors.weekendNightly} />
              <fieldset className="rates-nights">
                <legend>{text('rates.weekendNights')}</legend>
                {NIGHTS.map((day) => (
                  <RateCheck key={day} id={`${id}-night-${day}`} label={nightName(day)} checked={draft.weekendNights.includes(day)}
                    onChecked={(on) => set({ weekendNights: on ? [...draft.weekendNights, day].sort() : draft.weekendNights.filter((d) => d !== day) })} />
                ))}
              </fieldset>
              <RateField id={`${id}-min`} label={text('rates.minStay')} hint={text('rates.minStayHint')} inputMode="numeric" value={draft.minStay} onValue={(minStay) => set({ minStay })} error={errors.minStay} />
              <RateField id={`${id}-weekly`} label={text('rates.weekly')} hint={text('rates.discountHint')} inputMode="decimal" value={draft.weeklyDiscount} onValue={(weeklyDiscount) => set({ weeklyDiscount })} error={errors.weeklyDiscount} />
              <RateField id={`${id}-monthly`} label={text('rates.monthly')} inputMode="decimal" value={draft.monthlyDiscount} onValue={(monthlyDiscount) => set({ monthlyDiscount })} error={errors.monthlyDiscount} />
              <RateField id={`${id}-cleaning`} label={text('rates.cleaning')} inputMode="decimal" value={draft.cleaning} onValue={(cleaning) => set({ cleaning })} error={errors.cleaning} />
              <RateCheck id={`${id}-show`} label={text('rates.show')} checked={draft.showPrices} onChecked={(showPrices) => set({ showPrices })} />
            </section>
            <RatesTaxes id={id} taxes={draft.taxes} onTaxes={(taxes) => set({ taxes })} errors={errors} />
            <RatesSeasons id={id} seasons={draft.seasons} onSeasons={(seasons) => set({ seasons })} errors={errors} />
            <button type="submit" className="button button--primary">
              {text('rates.save')}
            </button>
          </form>
          {answer.card || draft.days.length ? (
            <RatesImport id={id} days={draft.days} error={errors.csv}
              onImport={(csv) => settle(() => client.importCsv(listing, csv), (n: number) => count('rates.imported', n))}
              onClear={() => settle(() => client.save(listing, { ...cardOf(draft).card, days: [] }), text('rates.cleared'))} />
          ) : null}
        </>
      )}
    </div>
  );
}
