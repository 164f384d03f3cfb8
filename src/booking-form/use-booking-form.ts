/**
 * The form's state: values as typed, which field messages are showing, the step flow and sending.
 * Validation runs on every change; a field's message shows once the visitor has changed it
 * or tried to leave its step.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { fieldErrors, inTileOrder, localIsoDate, type BookingField, type Currency, type FieldErrors, type TravelTag } from '../booking-request';
import { checkRequest, contactFieldMessage, formSchema } from './form-schema';
import { readAmount } from './budget-amount';
import { withoutTrunkZero } from './phone-validity';
import { flowReducer, initialFlow } from './booking-steps';
import { whenIdle } from '../shared/idle';
import { englishMessages } from './error-texts';
import { createSpamProofs } from './spam-proof';
import { createAttemptKeys, submitBooking } from './submit-booking';
import type { BookingErrorDetail, BookingStepDetail, BookingSubmitDetail, BookingSuccessDetail } from './booking-events';

export const BANNER_MS = 2000;

/** What the inputs hold: the amount stays text until it is sent, so an empty field stays empty. */
export type FormValues = {
  name: string;
  email: string;
  whatsapp: string;
  checkIn: string;
  checkOut: string;
  budgetCurrency: Currency;
  budgetAmount: string;
  travelType: TravelTag[];
};

export const emptyValues: FormValues = {
  name: '',
  email: '',
  whatsapp: '',
  checkIn: '',
  checkOut: '',
  budgetCurrency: 'USD',
  budgetAmount: '',
  travelType: [],
};

export const CONTACT_FIELDS = ['name', 'email', 'whatsapp'] as const satisfies readonly BookingField[];
export const TRIP_FIELDS = ['checkIn', 'checkOut', 'budgetCurrency', 'budgetAmount', 'travelType'] as const satisfies readonly BookingField[];
const ALL_FIELDS: readonly BookingField[] = [...CONTACT_FIELDS, ...TRIP_FIELDS];

/**
 * The JSON-ready view of the values; an amount that is empty or cannot be read for sure (`undefined`, `NaN`)
 * lets the schema say "Budget must be a positive number."
 * `whatsapp` is the number as the guest means it (a trunk "0" after the calling code dropped).
 */
function toRequestShape(values: FormValues, whatsapp: string, budgetAmount: number | undefined, travelType: TravelTag[]) {
  return { ...values, whatsapp, budgetAmount, travelType };
}

/** The shape of `values` read whole (the form reads each part once per value instead: see useBookingForm). */
const shapeOf = (values: FormValues) =>
  toRequestShape(values, withoutTrunkZero(values.whatsapp), readAmount(values.budgetAmount, values.budgetCurrency), inTileOrder(values.travelType));

function pick<T extends object>(source: T, keys: readonly (keyof T)[]) {
  return Object.fromEntries(keys.map((k) => [k, source[k]]));
}

type RequestShape = ReturnType<typeof toRequestShape>;

const STEPS = { contact: CONTACT_FIELDS, trip: TRIP_FIELDS } as const;
type Step = keyof typeof STEPS;

/** The last check of each contact field (alone) and of the trip step (as a whole), with what it checked. */
type Check = { day: string; input: readonly unknown[]; errors: FieldErrors };
const lastChecks = new Map<string, Check>();

/**
 * `run`'s messages, run again only when `input` (compared value by value) or the visitor's calendar day
 * changed: a keystroke checks the field typed in, not the others. At midnight today's check-in becomes a past one.
 */
function checkedOnce(key: string, day: string, input: readonly unknown[], run: () => FieldErrors): FieldErrors {
  const last = lastChecks.get(key);
  if (last?.day === day && last.input.length === input.length && last.input.every((v, i) => Object.is(v, input[i]))) return last.errors;
  const errors = run();
  lastChecks.set(key, { day, input, errors });
  return errors;
}

function validateStep(shape: RequestShape, step: Step, day: string): FieldErrors {
  // The trip step has rules across its fields (check-out after check-in): it is checked as a whole.
  if (step === 'trip') return checkedOnce(step, day, TRIP_FIELDS.map((f) => shape[f]), () => fieldErrors(formSchema(step), pick(shape, TRIP_FIELDS)));
  let errors: FieldErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = checkedOnce(field, day, [shape[field]], () => {
      const text = contactFieldMessage(field, shape[field]);
      return text === undefined ? {} : { [field]: text };
    });
    if (message[field] !== undefined) errors = { ...errors, ...message };
  }
  return errors;
}

/**
 * The messages of the steps that hold any of `fields` (`{}` when they are all valid). A step with none of
 * them is not checked: a first "Next" runs (and builds) only the contact step's schema.
 */
function validate(shape: RequestShape, fields: Iterable<BookingField>): FieldErrors {
  const wanted = new Set(fields);
  const day = localIsoDate();
  let errors: FieldErrors = {};
  for (const step of Object.keys(STEPS) as Step[]) {
    if (STEPS[step].some((field) => wanted.has(field))) errors = { ...errors, ...validateStep(shape, step, day) };
  }
  return errors;
}

function sameMessages(a: FieldErrors, b: FieldErrors): boolean {
  const fields = Object.keys(a) as BookingField[];
  return fields.length === Object.keys(b).length && fields.every((field) => a[field] === b[field]);
}

export type BookingFormCallbacks = {
  onBookingStep?: (detail: BookingStepDetail) => void;
  onBookingSubmit?: (detail: BookingSubmitDetail) => void;
  onBookingSuccess?: (detail: BookingSuccessDetail) => void;
  onBookingError?: (detail: BookingErrorDetail) => void;
};

export function useBookingForm(endpoint: string, lang: string, callbacks: BookingFormCallbacks) {
  const [values, setValues] = useState<FormValues>(emptyValues);
  // Initialisers as functions: a key, a proof cache or a set is made once, not thrown away on every keystroke.
  const [shown, setShown] = useState<ReadonlySet<BookingField>>(() => new Set());
  const [flow, dispatch] = useReducer(flowReducer, initialFlow);
  const [keys] = useState(() => createAttemptKeys());
  const [proofs] = useState(createSpamProofs);
  /** Whether the honeypot field holds text (only form-filling scripts reach it). */
  const trap = useRef(false);
  const sending = useRef(false);
  const bannerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ callbacks, endpoint, lang });
  latest.current = { callbacks, endpoint, lang };

  // Each read once per value, not on every keystroke in the other fields.
  const whatsapp = useMemo(() => withoutTrunkZero(values.whatsapp), [values.whatsapp]);
  const amount = useMemo(() => readAmount(values.budgetAmount, values.budgetCurrency), [values.budgetAmount, values.budgetCurrency]);
  const tiles = useMemo(() => inTileOrder(values.travelType), [values.travelType]);
  const shape = useMemo(() => toRequestShape(values, whatsapp, amount, tiles), [values, whatsapp, amount, tiles]);
  // Only the steps whose messages can show are validated, so an untouched form is not: that keeps the
  // first render (page start-up) free of schema and phone-metadata work. Next and submit validate too.
  // A keystroke checks only the field typed in (contact fields) or its step (trip), in the key's own render:
  // one render per key, and the message comes with the value.
  const errors = useMemo(() => validate(shape, shown), [shape, shown]);
  // The same messages stay the same object: the memoised steps and fields skip a check that changed nothing.
  const lastErrors = useRef<FieldErrors>({});
  const visibleErrors = useMemo(() => {
    const fresh = Object.fromEntries(Object.entries(errors).filter(([field]) => shown.has(field as BookingField))) as FieldErrors;
    return sameMessages(fresh, lastErrors.current) ? lastErrors.current : fresh;
  }, [errors, shown]);
  useEffect(() => {
    lastErrors.current = visibleErrors;
  }, [visibleErrors]);

  const show = (fields: readonly BookingField[]) => setShown((prev) => new Set([...prev, ...fields]));

  const setField = useCallback(<K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setShown((prev) => (prev.has(field) ? prev : new Set([...prev, field])));
  }, []);

  // The step a visitor sees is announced to the host page; the first render is not a change.
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    latest.current.callbacks.onBookingStep?.({ step: flow.step });
  }, [flow.step]);

  // Removal stops everything: the banner timer, and a request in flight (whose answer nobody would see).
  const alive = useRef<AbortController>(null);
  useEffect(() => {
    const controller = new AbortController();
    alive.current = controller;
    // Validate once while the page is idle, so the first keystroke doesn't pay for building and first
    // running the schemas; start-up doesn't either.
    const cancelWarmUp = whenIdle(() => {
      validate(shapeOf(emptyValues), ALL_FIELDS);
      englishMessages();
    });
    // The spam proof is solved while the guest types step 1.
    const cancelProof = whenIdle(() => proofs.prepare(latest.current.endpoint));
    return () => {
      clearTimeout(bannerTimer.current);
      cancelWarmUp();
      cancelProof();
      controller.abort();
    };
  }, []);

  /** Tries to go to step 2; returns the invalid contact fields (empty when it moved on). */
  const next = (): BookingField[] => {
    const contact = validate(shape, CONTACT_FIELDS);
    const invalid = CONTACT_FIELDS.filter((f) => contact[f]);
    clearTimeout(bannerTimer.current);
    dispatch({ type: 'next', valid: invalid.length === 0 });
    if (invalid.length) {
      show(CONTACT_FIELDS);
      bannerTimer.current = setTimeout(() => dispatch({ type: 'bannerElapsed' }), BANNER_MS);
    }
    return invalid;
  };

  const back = () => dispatch({ type: 'back' });

  /** Validates step 2 and sends; returns the invalid fields (empty when a request went out or one is in flight). */
  const submit = async (): Promise<BookingField[]> => {
    if (sending.current) return [];
    const { request, errors: all } = checkRequest(shape);
    if (!request) {
      show(ALL_FIELDS);
      return ALL_FIELDS.filter((f) => all[f]);
    }
    const { endpoint: url, callbacks: cb, lang } = latest.current;
    sending.current = true;
    dispatch({ type: 'send' });
    // Each event gets its own copy: a listener that strips the personal fields before its analytics call
    // changed what was sent (and the retry key), and the receiver refused every attempt.
    const copy = () => structuredClone(request);
    cb.onBookingSubmit?.({ request: copy() });
    const signal = alive.current?.signal;
    const idempotencyKey = keys.keyFor(request);
    proofs.prepare(url); // when the idle callback has not come yet
    const proof = await proofs.header(idempotencyKey, trap.current);
    const result = await submitBooking(url, request, { idempotencyKey, language: lang, signal, ...(proof && { headers: { 'X-Bali-Proof': proof } }) });
    // Kept after a success until "Make Another Booking": the success screen renders a task later, and a
    // double-click's second click on Book Accommodation in between sent the booking again.
    sending.current = result.ok;
    if (signal?.aborted) return [];
    if (result.ok) {
      dispatch({ type: 'succeeded' });
      latest.current.callbacks.onBookingSuccess?.({ request: copy(), status: result.status });
    } else {
      dispatch({ type: 'failed' });
      latest.current.callbacks.onBookingError?.({ request: copy(), reason: result.reason, ...(result.status ? { status: result.status } : {}) });
    }
    return [];
  };

  const reset = () => {
    sending.current = false;
    clearTimeout(bannerTimer.current);
    keys.reset();
    setValues(emptyValues);
    setShown(new Set());
    dispatch({ type: 'reset' });
  };

  return { values, errors: visibleErrors, flow, setField, next, back, submit, reset, trap };
}
