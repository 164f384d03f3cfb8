import { memo, useCallback, useMemo, type FormEvent } from 'react';
import type { FieldErrors } from '../booking-request';
import type { Language } from '../i18n';
import { InputField } from './field';
import { Honeypot } from './honeypot';
import { PhoneField, phoneFieldTexts } from './phone-field';
import { StepHeader } from './step-header';
import type { FormValues } from './use-booking-form';

export type ContactStepProps = {
  values: FormValues;
  language: Language;
  errors: FieldErrors;
  banner: boolean;
  country: string;
  focusOnMount: boolean;
  setField: <K extends keyof FormValues>(field: K, value: FormValues[K]) => void;
  onNext: () => void;
  trap: { current: boolean };
};

/**
 * Step 1: name, e-mail and WhatsApp number. Enter in any field means Next. Memoised, as are its fields: a
 * keystroke re-renders the step and the field typed in, and the messages' deferred check re-renders nothing
 * when they stay the same (give it stable `errors`, `setField` and `onNext`).
 */
export const ContactStep = memo(function ContactStep({ values, language, errors, banner, country, focusOnMount, setField, onNext, trap }: ContactStepProps) {
  const setName = useCallback((v: string) => setField('name', v), [setField]);
  const setEmail = useCallback((v: string) => setField('email', v), [setField]);
  const setWhatsApp = useCallback((v: string) => setField('whatsapp', v), [setField]);
  const { lang, t } = language;
  // One object per language, so the memoised phone field does not re-render on every keystroke elsewhere.
  const phoneTexts = useMemo(() => phoneFieldTexts(t), [t]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onNext();
  };
  return (
    <form className="step" noValidate onSubmit={submit} aria-labelledby="bf-step1-title">
      <StepHeader language={language} step={1} title={t.contactTitle} focusOnMount={focusOnMount} />
      <InputField
        id="bf-name"
        label={t.nameLabel}
        name="name"
        type="text"
        autoComplete="name"
        placeholder={t.namePlaceholder}
        value={values.name}
        error={errors.name}
        onValue={setName}
      />
      <InputField
        id="bf-email"
        label={t.emailLabel}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t.emailPlaceholder}
        value={values.email}
        error={errors.email}
        onValue={setEmail}
      />
      <PhoneField
        id="bf-whatsapp"
        label={t.whatsappLabel}
        lang={lang}
        texts={phoneTexts}
        country={country}
        value={values.whatsapp}
        error={errors.whatsapp}
        onChange={setWhatsApp}
      />
      <Honeypot trap={trap} />
      {/* Above Next, where the guest's eyes are after the click (as the failure message is on step 2): when
          it goes after 2 s, only the button moves, not the field being corrected. */}
      <div className="alert-slot" role="alert">
        {banner && (
          <p className="banner" part="banner">
            {t.banner}
          </p>
        )}
      </div>
      <div className="actions actions--end">
        <button className="button button--primary" part="button button-primary" type="submit">
          {t.next}
          <svg className="button__icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
      </div>
    </form>
  );
});
