import { memo, type InputHTMLAttributes, type ReactNode } from 'react';

/** The ids and ARIA attributes that tie an input to its label and its message. */
export function fieldAria(id: string, error: string | undefined, hintId?: string) {
  const describedBy = [error ? `${id}-error` : '', hintId ?? ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

/** A field's message, referenced by `aria-describedby`; the icon keeps it from relying on colour alone. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p className="field__error" id={`${id}-error`} part="error">
      <svg className="field__error-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M10 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm0 11.5a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5ZM10 5a1 1 0 0 0-1 1v5a1 1 0 1 0 2 0V6a1 1 0 0 0-1-1Z" />
      </svg>
      {error}
    </p>
  );
}

/** Label above, control, message below. */
export function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id} part="label">
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  name: string;
  value: string;
  error?: string;
  onValue: (value: string) => void;
};

/**
 * A required, labelled input with its message: the form's text, e-mail and date fields. Memoised: a keystroke
 * in one field re-renders that field only (give it a stable `onValue`).
 */
export const InputField = memo(function InputField({ id, label, error, value, onValue, className = 'input', ...input }: InputFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        {...fieldAria(id, error)}
        {...input}
        className={className}
        part="input"
        aria-required="true"
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
    </Field>
  );
});
