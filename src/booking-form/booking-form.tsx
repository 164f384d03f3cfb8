import { useEffect, useMemo, useRef, useState } from 'react';
import { AnimatePresence, LazyMotion, domAnimation } from 'motion/react';
import * as m from 'motion/react-m';
import { prefersReducedMotion } from '../shared/reduced-motion';
import type { BookingField } from './booking-schema';
import { showsBanner, showsFailure } from './booking-steps';
import { ContactStep } from './contact-step';
import { SuccessScreen } from './success-screen';
import { TripStep } from './trip-step';
import { useBookingForm, type BookingFormCallbacks } from './use-booking-form';

export const DEFAULT_ENDPOINT = '/api/book-accommodation';
export const DEFAULT_COUNTRY = 'id';

export type BookingFormProps = BookingFormCallbacks & {
  endpoint?: string;
  defaultCountry?: string;
  container?: ShadowRoot;
};

// The steps slide horizontally; `direction` (1 = Next, -1 = Back) decides which way.
const slide = {
  enter: (direction: number) => ({ x: `${direction * 40}%`, opacity: 0 }),
  center: { x: '0%', opacity: 1 },
  exit: (direction: number) => ({ x: `${direction * -40}%`, opacity: 0 }),
};

/** Focus target for a field that failed validation. */
const selectorFor = (field: BookingField) => (field === 'travelType' ? 'input[name="travelType"]' : `[name="${field}"]`);

export function BookingForm({ endpoint, defaultCountry, container: _container, ...callbacks }: BookingFormProps) {
  const form = useBookingForm(endpoint || DEFAULT_ENDPOINT, callbacks);
  const { flow } = form;
  const reduced = useMemo(prefersReducedMotion, []);
  const root = useRef<HTMLDivElement>(null);
  // Focus follows the visitor's own moves only: never on first render, so the host page keeps its focus.
  const [moved, setMoved] = useState(false);
  const [focusField, setFocusField] = useState<BookingField | null>(null);

  useEffect(() => {
    if (!focusField) return;
    root.current?.querySelector<HTMLElement>(selectorFor(focusField))?.focus();
    setFocusField(null);
  }, [focusField]);

  const next = () => {
    const invalid = form.next();
    if (invalid.length) setFocusField(invalid[0]);
    else setMoved(true);
  };
  const submit = async () => {
    const invalid = await form.submit();
    if (invalid.length) setFocusField(invalid[0]);
  };
  const back = () => {
    setMoved(true);
    form.back();
  };
  const reset = () => {
    setMoved(true);
    form.reset();
  };

  const view = flow.status === 'success' ? 'success' : `step${flow.step}`;
  const transition = reduced ? { duration: 0 } : { duration: 0.22, ease: [0.32, 0.72, 0, 1] as const };

  return (
    <LazyMotion features={domAnimation} strict>
      <div className="booking" part="form" ref={root}>
        <div className="booking__viewport">
          <AnimatePresence mode="wait" initial={false} custom={flow.direction}>
            <m.div
              key={view}
              className="booking__panel"
              custom={flow.direction}
              variants={slide}
              initial={reduced ? false : 'enter'}
              animate="center"
              exit={reduced ? undefined : 'exit'}
              transition={transition}
            >
              {view === 'success' ? (
                <SuccessScreen onReset={reset} />
              ) : view === 'step1' ? (
                <ContactStep
                  values={form.values}
                  errors={form.errors}
                  banner={showsBanner(flow)}
                  country={defaultCountry || DEFAULT_COUNTRY}
                  focusOnMount={moved}
                  setField={form.setField}
                  onNext={next}
                />
              ) : (
                <TripStep
                  values={form.values}
                  errors={form.errors}
                  busy={flow.status === 'busy'}
                  failed={showsFailure(flow)}
                  focusOnMount={moved}
                  setField={form.setField}
                  onBack={back}
                  onSubmit={submit}
                />
              )}
            </m.div>
          </AnimatePresence>
        </div>
      </div>
    </LazyMotion>
  );
}
