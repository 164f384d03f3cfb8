/** The sign-in form: the admin token, and a clear answer when it is wrong. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CallFailed, type Api } from './api';

const MESSAGES = {
  wrong: 'Wrong admin token. Check it and try again.',
  limited: 'Too many attempts. Wait a minute and try again.',
  empty: 'Enter the admin token.',
} as const;

export function SignIn({ api, onSignedIn }: { api: Api; onSignedIn: () => void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  useEffect(() => {
    document.title = 'Sign in · Inbox';
    heading.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const token = input.current?.value ?? '';
    if (!token) {
      setError(MESSAGES.empty);
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const outcome = await api.signIn(token);
      if (outcome === 'ok') return onSignedIn();
      setError(MESSAGES[outcome]);
      input.current?.select();
    } catch (failure) {
      setError(failure instanceof CallFailed ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card sign-in" aria-labelledby={`${id}-h`}>
      <h1 id={`${id}-h`} ref={heading} tabIndex={-1}>
        Sign in
      </h1>
      <p className="muted">Enter the admin token of this site to see its booking requests.</p>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-token`}>Admin token</label>
          <input
            ref={input}
            id={`${id}-token`}
            className="input"
            type="password"
            name="token"
            autoComplete="current-password"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        <p id={`${id}-error`} className="error" role="alert">
          {error}
        </p>
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          Sign in
        </button>
      </form>
    </section>
  );
}
