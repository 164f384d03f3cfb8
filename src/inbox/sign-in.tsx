/** The sign-in form: the admin token, and a clear answer when it is wrong. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CallFailed, type Api } from './api';
import { useText } from './i18n';

const MESSAGES = { wrong: 'signIn.wrong', limited: 'signIn.limited', empty: 'signIn.empty' } as const;

export function SignIn({ api, onSignedIn }: { api: Api; onSignedIn: () => void }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const t = useText();
  const title = t('signIn.pageTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => heading.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const token = input.current?.value ?? '';
    if (!token) {
      setError(t(MESSAGES.empty));
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const outcome = await api.signIn(token);
      if (outcome === 'ok') return onSignedIn();
      setError(t(MESSAGES[outcome]));
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
        {t('signIn.title')}
      </h1>
      <p className="muted">{t('signIn.intro')}</p>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-token`}>{t('signIn.token')}</label>
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
          {t('signIn.button')}
        </button>
      </form>
    </section>
  );
}
