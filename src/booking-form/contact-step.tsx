import { memo, useCallback, type FormEvent } from 'react';
import { MESSAGES, type FieldErrors } from '../booking-request';
import { InputField } from './field';
import { PhoneField } from './phone-field';
import { StepHeader } from './step-header';
import type { FormValues } from './use-booking-form';

export type ContactStepProps = {
  values: FormValues;
  errors: FieldErrors;
  banner: boolean;
  country: string;
  /** The guest's language (BCP 47): the phone picker's country names. */
  lang: string;
  focusOnMount: boolean;
  setField: <K extends keyof FormValues>(field: K, value: FormValues[K]) => void;
  onNext: () => void;
};

/**
 * Step 1: name, e-mail and WhatsApp number. Enter in any field means Next. Memoised, as are its fields: a
 * keystroke re-renders the step and the field typed in, and the messages' deferred check re-renders nothing
 * when they stay the same (give it stable `errors`, `setField` and `onNext`).
 */
export const ContactStep = memo(function ContactStep({ values, errors, banner, country, lang, focusOnMount, setField, onNext }: ContactStepProps) {
  const setName = useCallback((v: string) => setField('name', v), [setField]);
  const setEmail = useCallback((v: string) => setField('email', v), [setField]);
  const setWhatsApp = useCallback((v: string) => setField('whatsapp', v), [setField]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onNext();
  };
  return (
    <form className="step" noValidate onSubmit={submit} aria-labelledby="bf-step1-title">
      <StepHeader step={1} title="Contact details" focusOnMount={focusOnMount} />
      <InputField
        id="bf-name"
        label="Full Name"
        name="name"
        type="text"
        autoComplete="name"
        placeholder="Enter your full name"
        value={values.name}
        error={errors.name}
        onValue={setName}
      />
      <InputField
        id="bf-email"
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="Enter your email address"
        value={values.email}
        error={errors.email}
        onValue={setEmail}
      />
      <PhoneField
        id="bf-whatsapp"
        label="WhatsApp Number"
        country={country}
        lang={lang}
        value={values.whatsapp}
        error={errors.whatsapp}
        onChange={setWhatsApp}
      />
      {/* Above Next, where the guest's eyes are after the click (as the failure message is on step 2): when
          it goes after 2 s, only the button moves, not the field being corrected. */}
      <div className="alert-slot" role="alert">
        {banner && (
          <p className="banner" part="banner">
            {MESSAGES.banner}
          </p>
        )}
      </div>
      <div className="actions actions--end">
        <button className="button button--primary" part="button button-primary" type="submit">
          Next
          <svg className="button__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </div>
    </form>
  );
});
