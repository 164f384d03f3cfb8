/** One labelled input of the Rates page, with its error (from the page or the server) tied to it. */
import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
};

export function RateField({ id, label, value, onValue, error, hint, ...input }: Props) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="muted rates-hint">
          {hint}
        </p>
      )}
      <input id={id} className="input" value={value} onChange={(e) => onValue(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} />
      {error && (
        <p id={`${id}-error`} className="error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A yes/no choice as a large checkbox row. */
export function RateCheck({ id, label, checked, onChecked }: { id: string; label: string; checked: boolean; onChecked: (value: boolean) => void }) {
  return (
    <div className="rates-check">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChecked(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
