/** "Ask for a review" on a booked request: a one-time link made now, to copy or send on WhatsApp from the owner's phone. */
import { useMemo, useState } from 'react';
import { CallFailed } from './api';
import { text, useText } from './i18n';
import type { Announce } from './announce';
import type { ReviewRequestLink } from './reviews-api-types';
import { createReviewsClient } from './reviews-client';

type Props = { base: string; requestId: string; onError: (error: unknown) => boolean; announce: Announce };

export function AskReview({ base, requestId, onError, announce }: Props) {
  const t = useText();
  const client = useMemo(() => createReviewsClient(base), [base]);
  const [link, setLink] = useState<ReviewRequestLink>();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const ask = async () => {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      setLink(await client.ask(requestId));
      announce(text('ask.ready'));
    } catch (error) {
      if (!onError(error)) setFailure(error instanceof CallFailed ? error.message : text('error.generic'));
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link!.url);
      announce(text('ask.copied'));
    } catch {
      announce(text('ask.copyFailed'));
    }
  };

  return (
    <div className="ask-review stack">
      {!link ? (
        <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => void ask()}>
          {t('ask.button')}
        </button>
      ) : (
        <div className="card stack">
          <p className="muted note">{t('ask.intro')}</p>
          <div className="field">
            <label htmlFor={`ask-${requestId}`}>{t('ask.link')}</label>
            <input id={`ask-${requestId}`} className="input mono" readOnly value={link.url} onFocus={(e) => e.target.select()} ref={(el) => el?.focus()} />
          </div>
          <div className="actions">
            {link.whatsappUrl && (
              <a className="button button--primary button--wa" href={link.whatsappUrl} target="_blank" rel="noopener noreferrer">
                {t('ask.whatsapp')}
              </a>
            )}
            <button type="button" className="button" onClick={() => void copy()}>
              {t('ask.copy')}
            </button>
          </div>
        </div>
      )}
      {failure && (
        <p className="error banner" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
