import { memo, useCallback, useMemo, useRef, type FormEvent } from 'react';
import { addDays, CURRENCIES, LIMITS, localIsoDate, type Currency, type FieldErrors } from '../booking-request';
import type { Language } from '../i18n';
import type { BusyRange, Stay } from './availability';
import { AvailabilityNotice } from './availability-notice';
import { EstimatePanel } from './estimate-panel';
import { FieldError, InputField, fieldAria } from './field';
import { StepHeader } from './step-header';
import { TravelTiles } from './travel-tiles';
import type { FormValues } from './use-booking-form';
import type { Quote } from './quote';

export type TripStepProps = {
  values: FormValues;
  language: Language;
  errors: FieldErrors;
  busy: boolean;
  failed: boolean;
  focusOnMount: boolean;
  setField: <K extends keyof FormValues>(field: K, value: FormValues[K]) => void;
  onBack: () => void;
  onSubmit: () => void;
  /** The listing's busy nights, when known: a note under the dates when the chosen ones overlap them. */
  busyNights?: readonly BusyRange[];
  /** The receiver's estimate for the chosen dates, when it has one: a panel under the dates. */
  quote?: Quote;
};

/**
 * A year of four digits at most: without a `max`, Chromium's year box takes six, and a slip of the keyboard
 * ("20267") gave a date the form could only call missing.
 */
const LAST_DATE = '9999-12-31';

const ignore = () => {};

/** Rendered again only when the dates or the busy nights change, not on every key elsewhere. */
const Notice = memo(AvailabilityNotice);
const Estimate = memo(EstimatePanel);

/** Step 2: dates, budget and travel purposes, then Back or "Book Accommodation". Memoised, as ContactStep. */
export const TripStep = memo(function TripStep({ values, language, errors, busy, failed, focusOnMount, setField, onBack, onSubmit, busyNights, quote }: TripStepProps) {
  const { t } = language;
  // While sending, the fields hold still: the request carries the values of the click, so an edit made
  // meanwhile would be shown and then silently lost.
  const edit: typeof setField = busy ? ignore : setField;
  const setCheckIn = useCallback((v: string) => edit('checkIn', v), [edit]);
  const setCheckOut = useCallback((v: string) => edit('checkOut', v), [edit]);
  const setTravelType = useCallback((v: FormValues['travelType']) => edit('travelType', v), [edit]);
  const today = localIsoDate();
  const latest = addDays(today, 0, LIMITS.checkInYears);
  const form = useRef<HTMLFormElement>(null);
  const stay = useMemo(() => ({ checkIn: values.checkIn, checkOut: values.checkOut }), [values.checkIn, values.checkOut]);
  // A suggested stay fills both dates; focus goes to check-in, which now reads it (the button is gone).
  const pickStay = useCallback(
    (picked: Stay) => {
      if (busy) return; // the request carries the dates of the click
      setField('checkIn', picked.checkIn);
      setField('checkOut', picked.checkOut);
      form.current?.querySelector<HTMLElement>('[name="checkIn"]')?.focus();
    },
    [busy, setField],
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit(); // while sending, the hook ignores it (one request per booking attempt)
  };
  return (
    <form className="step" ref={form} noValidate onSubmit={submit} aria-labelledby="bf-step2-title">
      <StepHeader language={language} step={2} title={t.tripTitle} focusOnMount={focusOnMount} />
      <div className="dates">
        <div className="row row--dates">
          <InputField
            id="bf-check-in"
            label={t.checkInLabel}
            className="input input--date"
            name="checkIn"
            type="date"
            min={today}
            max={latest}
            value={values.checkIn}
            error={errors.checkIn}
            readOnly={busy}
            onValue={setCheckIn}
          />
          <InputField
            id="bf-check-out"
            label={t.checkOutLabel}
            className="input input--date"
            name="checkOut"
            type="date"
            // From the day after check-in to the longest stay after it, but never past the last date (after
            // 9999-12-31 it was "+010000-01-01"). The calendar offers the dates the form takes.
            min={values.checkIn < LAST_DATE ? addDays(values.checkIn || today, 1) : LAST_DATE}
            max={values.checkIn <= latest ? addDays(values.checkIn || today, LIMITS.stayNights) : LAST_DATE}
            value={values.checkOut}
            error={errors.checkOut}
            readOnly={busy}
            onValue={setCheckOut}
          />
        </div>
        <Notice busy={busyNights} stay={stay} today={today} language={language} onPick={pickStay} />
        <Estimate quote={quote} language={language} />
      </div>
      <fieldset className="budget" part="budget">
        <legend className="field__label" part="label">{t.budgetLabel}</legend>
        <div className={errors.budgetCurrency || errors.budgetAmount ? 'budget__row field--invalid' : 'budget__row'}>
          <label className="visually-hidden" htmlFor="bf-currency">
            {t.currencyLabel}
          </label>
          <select
            {...fieldAria('bf-currency', errors.budgetCurrency)}
            className="input select"
            part="input select"
            name="budgetCurrency"
            value={values.budgetCurrency}
            onChange={(e) => edit('budgetCurrency', e.target.value as Currency)}
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          <label className="visually-hidden" htmlFor="bf-amount">
            {t.amountLabel}
          </label>
          <input
            {...fieldAria('bf-amount', errors.budgetAmount)}
            className="input budget__amount"
            part="input"
            name="budgetAmount"
            // Text, not `type="number"`: that read "15.000.000" as 15 and "1.500" as 1.5 without a word, and its
            // wheel changed the amount under a scrolling guest. readAmount() reads money as written at home.
            inputMode="decimal"
            aria-required="true"
            placeholder={t.amountPlaceholder}
            value={values.budgetAmount}
            readOnly={busy}
            onChange={(e) => edit('budgetAmount', e.target.value)}
          />
        </div>
        <FieldError id="bf-currency" error={errors.budgetCurrency} />
        <FieldError id="bf-amount" error={errors.budgetAmount} />
      </fieldset>
      <TravelTiles t={t} selected={values.travelType} error={errors.travelType} onChange={setTravelType} />
      {/* Announced by its live region; the focus stays where it was (on "Book Accommodation", for a retry).
          Focus moved to the message as well made screen readers read it twice. */}
      <div className="alert-slot" role="alert">
        {failed && (
          <p className="failure" part="failure">
            {t.failure}
          </p>
        )}
      </div>
      {/* Announced while sending. The form is deliberately not aria-busy: screen readers hold back the
          live regions inside a busy subtree, this one included. */}
      <p className="visually-hidden" role="status">
        {busy ? t.sending : ''}
      </p>
      {/* While sending, both buttons are aria-disabled, not disabled: a disabled button loses the focus, and a
          keyboard or screen reader user who pressed "Book Accommodation" was left on the page's <body>. */}
      <div className="actions">
        <button className="button button--secondary" part="button button-secondary" type="button" onClick={busy ? undefined : onBack} aria-disabled={busy || undefined}>
          <svg className="button__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
          </svg>
          {t.back}
        </button>
        <button className="button button--primary" part="button button-primary" type="submit" aria-disabled={busy || undefined}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {t.book}
        </button>
      </div>
    </form>
  );
});
