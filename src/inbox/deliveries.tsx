/** The notifications sent for a request (e-mail, webhook, push; each offer event named), with a Retry for a failed one. */
import { useId } from 'react';
import { errorKey } from './channel-notice';
import { when } from './format';
import { count, textOr, useText } from './i18n';
import type { Delivery } from './inbox-api-types';

/** A known channel or state in words; an unknown one as stored. */
const named = (prefix: string, value: string) => textOr(`${prefix}.${value}`, value);
const channelName = (channel: string) => named('deliveries.channel', channel);

export function Deliveries({ deliveries, retry }: { deliveries: Delivery[]; retry: (id: string) => void }) {
  const t = useText();
  const id = useId();
  return (
    <section className="deliveries" aria-labelledby={id}>
      <h2 id={id}>{t('deliveries.title')}</h2>
      {deliveries.length === 0 ? (
        <p className="muted">{t('deliveries.none')}</p>
      ) : (
        <ul className="card">
          {deliveries.map((d) => (
            <li key={d.id} className={`delivery delivery--${d.state}`}>
              <div>
                <strong>{channelName(d.channel)}</strong>
                {d.notice && ` · ${named('deliveries.notice', d.notice)}`}: {named('deliveries.state', d.state)}
                <span className="muted">
                  {' '}
                  · {count('deliveries.attempts', d.attempts)} · <time dateTime={d.updatedAt}>{when(d.updatedAt)}</time>
                </span>
                {d.lastError && <DeliveryError error={d.lastError} />}
              </div>
              {d.state === 'failed' && (
                <button type="button" className="button" onClick={() => retry(d.id)} aria-label={t('deliveries.retryLabel', { channel: channelName(d.channel) })}>
                  {t('deliveries.retry')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The error in the owner's words, its code after it for whoever fixes the server. */
function DeliveryError({ error }: { error: string }) {
  const { key, status } = errorKey(error);
  return (
    <p className="wrap">
      {textOr(key, error, { status: status ?? '' })} <span className="muted">({error})</span>
    </p>
  );
}
