/**
 * Under the dates in step 2, when the receiver prices the chosen stay: "4 nights · Rp 14.000.000", the total in
 * the guest's budget currency beside it when the receiver holds a rate ("≈ AUD 1,420"), that the owner confirms
 * the final price, the minimum stay when the nights are fewer (a note, never a block), and the price lines
 * behind "Show price details". The total is announced once per change; nothing shows without an estimate.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { Language } from '../i18n';
import { unfold } from '../shared/motion';
import type { Quote } from './quote';

export type EstimatePanelProps = { quote: Quote | undefined; language: Language };

export function EstimatePanel({ quote, language }: EstimatePanelProps) {
  const { t, format } = language;
  const [open, setOpen] = useState(false);
  const lines = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    if (open && lines.current) unfold(lines.current);
  }, [open]);
  const minStay = quote?.notes.includes('min-stay');
  return (
    <div className={quote ? 'estimate' : undefined} part="estimate">
      {/* The live region stays in place, empty without an estimate: its words change only with the quote. */}
      <div role="status">
        {quote && (
          <>
            <p className="estimate__total">
              {format(quote.nights === 1 ? 'estimateNight' : 'estimateNights', quote.nights)} · {quote.totalText}
              {quote.approx && <span className="estimate__approx"> ≈ {quote.approx.totalText}</span>}
            </p>
            {minStay && <p className="estimate__min">{format('estimateMinStay', quote.minStay)}</p>}
          </>
        )}
      </div>
      {quote && (
        <>
          <p className="estimate__note">{t.estimateNote}</p>
          <button type="button" className="estimate__toggle" aria-expanded={open} aria-controls="bf-estimate-lines" onClick={() => setOpen(!open)}>
            {t.estimateDetails}
          </button>
          {open && (
            <ul className="estimate__lines" id="bf-estimate-lines" ref={lines}>
              {quote.lines.map((line, i) => (
                <li key={i}>
                  <span>{line.label}</span>
                  <span className="estimate__amount">{line.text}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
