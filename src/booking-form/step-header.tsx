import { memo, useEffect, useRef } from 'react';
import type { Language } from '../i18n';

/** "Step N of 2" and the step's heading, which takes focus when the visitor moved to this step. Memoised: typing skips it. */
export const StepHeader = memo(function StepHeader({ language, step, title, focusOnMount }: { language: Language; step: 1 | 2; title: string; focusOnMount: boolean }) {
  const count = language.format('stepOf', step);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <div className="step-header" part="step-header">
      <p className="step-header__count">
        {count}
      </p>
      <div className="step-header__bar" aria-hidden="true">
        <span className="step-header__seg step-header__seg--on" />
        <span className={step === 2 ? 'step-header__seg step-header__seg--on' : 'step-header__seg'} />
      </div>
      {/* The heading takes the focus on a step change: it also says where the guest is. A description of its
          own, not the count above by reference: that is read as shown, "STEP 2 OF 2" (text-transform). */}
      <h3 className="step-header__title" part="title" id={`bf-step${step}-title`} aria-description={count} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      {/* WCAG 3.3.2: which fields are required is said before them (each input also says so to a screen reader). */}
      <p className="step-header__note">{language.t.required}</p>
    </div>
  );
});
