import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { slideIn } from '../shared/motion';
import { Sizer } from '../shared/sizer';
import { directionOf, useLanguage } from '../i18n';
import { localIsoDate, type BookingField } from '../booking-request';
import { showsBanner, showsFailure } from './booking-steps';
import { errorTexts } from './error-texts';
import { isPickerCountry } from './phone-validity';
import { ContactStep } from './contact-step';
import { SuccessScreen } from './success-screen';
import { TripStep } from './trip-step';
import { useAvailability } from './use-availability';
import { useQuote } from './use-quote';
import { emptyValues, useBookingForm, type BookingFormCallbacks } from './use-booking-form';

export const DEFAULT_ENDPOINT = '/api/book-accommodation';
export const DEFAULT_COUNTRY = 'id';

export type BookingFormProps = BookingFormCallbacks & {
  endpoint?: string;
  defaultCountry?: string;
  availability?: string;
  quote?: string;
  container?: ShadowRoot;
};

/** Focus target for a field that failed validation. */
const selectorFor = (field: BookingField) => (field === 'travelType' ? 'input[name="travelType"]' : `[name="${field}"]`);

export function BookingForm({ endpoint, defaultCountry: countryAttribute, availability, quote: quoteAttribute, container, ...callbacks }: BookingFormProps) {
  const language = useLanguage(container?.host, 'bali-booking-form');
  // A CMS template's stray spaces (" au ") are no part of the code.
  const defaultCountry = countryAttribute?.trim();
  const form = useBookingForm(endpoint || DEFAULT_ENDPOINT, language.lang, callbacks);
  const errors = useMemo(() => errorTexts(form.errors, language), [form.errors, language]);
  // Read once the guest starts typing in step 1 (any edit makes new values).
  const busyNights = useAvailability(endpoint || DEFAULT_ENDPOINT, availability, form.values !== emptyValues);
  const { checkIn, checkOut, budgetCurrency } = form.values;
  const stay = useMemo(() => ({ checkIn, checkOut }), [checkIn, checkOut]);
  const quote = useQuote(endpoint || DEFAULT_ENDPOINT, quoteAttribute, stay, localIsoDate(), language.lang, budgetCurrency);
  // An unknown code falls back to Indonesia, the default, with a warning: a picker without a flag says nothing.
  // Read once per attribute value, not on every key press (the check walks the phone metadata).
  const unknownCountry = useMemo(() => (defaultCountry && !isPickerCountry(defaultCountry) ? defaultCountry : ''), [defaultCountry]);
  const country = (!unknownCountry && defaultCountry) || DEFAULT_COUNTRY;
  useEffect(() => {
    if (unknownCountry) console.warn(`<bali-booking-form>: default-country "${unknownCountry}" is not a country the picker lists; Indonesia ("id") is preselected.`);
  }, [unknownCountry]);
  const { flow } = form;
  const dir = useMemo(() => directionOf(language.lang), [language.lang]);
  const root = useRef<HTMLDivElement>(null);
  // Focus follows the visitor's own moves only: never on first render, so the host page keeps its focus.
  const [moved, setMoved] = useState(false);
  // Each failed attempt is its own request (a new object), so a second press before the first request was
  // cleared still moves focus: a plain field name would compare equal and the effect would not run.
  const [focusRequest, setFocusRequest] = useState<{ field: BookingField } | null>(null);
  const focusField = focusRequest?.field ?? null;

  // Focus waits for the field's own message, so a screen reader announces the field with its invalid state
  // and what is wrong.
  const focusReady = focusField !== null && Boolean(form.errors[focusField]);
  useEffect(() => {
    if (!focusField || !focusReady) return;
    const field = root.current?.querySelector<HTMLElement>(selectorFor(focusField));
    field?.focus();
    // Its message too: on a phone, focus on the first tile left "Please select at least one travel type." below
    // the window's edge, and the guest saw red tiles with no word why.
    const message = field?.getAttribute('aria-describedby');
    if (message) (field!.getRootNode() as ShadowRoot).getElementById(message)?.scrollIntoView({ block: 'nearest' });
    setFocusRequest(null);
  }, [focusRequest, focusReady]);

  const next = () => {
    const invalid = form.next();
    if (invalid.length) setFocusRequest({ field: invalid[0] });
    else setMoved(true);
  };
  const submit = async () => {
    const invalid = await form.submit();
    if (invalid.length) setFocusRequest({ field: invalid[0] });
  };
  const back = () => {
    setMoved(true);
    form.back();
  };
  const reset = () => {
    setMoved(true);
    form.reset();
  };
  // The steps are memoised: they get handlers that stay the same and call the latest ones.
  const handlers = useRef({ next, submit, back, reset });
  useLayoutEffect(() => {
    handlers.current = { next, submit, back, reset };
  });
  const onNext = useCallback(() => handlers.current.next(), []);
  const onSubmit = useCallback(() => void handlers.current.submit(), []);
  const onBack = useCallback(() => handlers.current.back(), []);
  const onReset = useCallback(() => handlers.current.reset(), []);

  const view = flow.status === 'success' ? 'success' : `step${flow.step}`;
  const panel = useRef<HTMLDivElement>(null);
  const shownView = useRef(view);
  useLayoutEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    // Asked only when a step changes: matchMedia during the first render would force a style recalculation.
    if (!panel.current) return;
    // The new step slides in from the side it comes from (1 = Next: from the right, -1 = Back: from the left).
    const slide = slideIn(panel.current, flow.direction);
    // A move during the slide (Back pressed at once) ends this one where it stands; the new panel slides alone.
    return () => slide?.stop();
  }, [view, flow.direction]);

  // The second press of a double-click on Next, Back or "Make Another Booking" landed on what the new view has
  // there: it ticked a travel tile, or took the focus from the new heading. A press or click that continues
  // a click sequence begun in another view is dropped.
  useEffect(() => {
    const box = root.current!;
    let started = shownView.current;
    const guard = (e: MouseEvent) => {
      if (e.detail < 2) started = shownView.current;
      else if (started !== shownView.current) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    for (const type of ['mousedown', 'click'] as const) box.addEventListener(type, guard, true);
  }, []);

  return (
    <>
      <Sizer />
      {/* The frame is the layout queries' container (host.styles.ts): without padding, it is as wide as the host. */}
      <div className="frame" lang={language.lang} dir={dir}>
        <div className="booking" part="form" ref={root}>
          <div className="booking__viewport">
            <div className="booking__panel" ref={panel} key={view}>
              {view === 'success' ? (
                <SuccessScreen language={language} onReset={onReset} />
              ) : view === 'step1' ? (
                <ContactStep
                  values={form.values}
                  language={language}
                  errors={errors}
                  banner={showsBanner(flow)}
                  country={country}
                  focusOnMount={moved}
                  setField={form.setField}
                  onNext={onNext}
                  trap={form.trap}
                />
              ) : (
                <TripStep
                  values={form.values}
                  language={language}
                  errors={errors}
                  busy={flow.status === 'busy'}
                  failed={showsFailure(flow)}
                  focusOnMount={moved}
                  setField={form.setField}
                  onBack={onBack}
                  onSubmit={onSubmit}
                  busyNights={busyNights}
                  quote={quote}
                />
              )}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}
