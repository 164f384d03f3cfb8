import { useEffect, useId, useRef } from 'react';
import type { Language } from '../i18n';

/**
 * Replaces the form once the request was accepted; its heading takes focus so the outcome is announced,
 * with the sentence under it as its description (screen readers read only the heading otherwise).
 */
export function SuccessScreen({ language: { t }, onReset }: { language: Language; onReset: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const textId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="success" part="success">
      <svg className="success__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
        <path d="M15 24.5l6 6 12-13" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h3 className="success__title" part="title" ref={heading} tabIndex={-1} aria-describedby={textId}>
        {t.successTitle}
      </h3>
      <p className="success__text" id={textId}>{t.successText}</p>
      <button className="button button--primary" part="button button-primary" type="button" onClick={onReset}>
        {t.another}
      </button>
    </div>
  );
}
