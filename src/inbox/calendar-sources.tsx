/** A listing's imported feeds (with when each was last read, or its error) and its exported link. */
import { useId, useState, type FormEvent } from 'react';
import type { CalendarAnswer } from './calendar-api-types';
import type { CalendarClient } from './calendar-client';
import { ago } from './format';
import { useText } from './i18n';

type Props = { client: CalendarClient; answer: CalendarAnswer; now: Date; run: (work: () => Promise<unknown>, said: string) => Promise<boolean> };

export function CalendarFeeds({ client, answer, now, run }: Props) {
  const t = useText();
  const id = useId();
  const [url, setUrl] = useState('');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() && (await run(() => client.addFeed(answer.listing, url.trim()), t('feeds.added')))) setUrl('');
  };
  return (
    <section className="card stack" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('feeds.title')}</h2>
      {answer.feeds.length === 0 ? (
        <p className="muted">{t('feeds.none')}</p>
      ) : (
        <ul className="cal-feeds">
          {answer.feeds.map((f) => (
            <li key={f.id} className={f.lastError ? 'cal-feed cal-feed--failing' : 'cal-feed'}>
              <div>
                <strong>{f.label}</strong> <span className="muted mono wrap">{f.url.replace(/^https?:\/\//, '').slice(0, 48)}</span>
              </div>
              <p className="muted">{f.lastOkAt ? t('feeds.read', { ago: ago(f.lastOkAt, now.getTime()) }) : f.lastReadAt ? t('feeds.neverRead') : t('feeds.waiting')}</p>
              {f.lastError && (
                <p className="cal-feed__error">
                  {t('feeds.failing', { error: f.lastError })} {f.lastOkAt ? t('feeds.keptCopy') : ''}
                </p>
              )}
              {f.lastWarning && !f.lastError && <p className="cal-feed__warning">{t('feeds.partial', { warning: f.lastWarning })}</p>}
              {f.origin === 'inbox' ? (
                <button type="button" className="button button--quiet" onClick={() => run(() => client.removeFeed(f.id), t('feeds.removed', { label: f.label }))}>
                  {t('feeds.remove')}<span className="visually-hidden"> {f.label}</span>
                </button>
              ) : (
                <p className="muted">{t('feeds.configured')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className="field" onSubmit={add}>
        <label htmlFor={`${id}-url`}>{t('feeds.add')}</label>
        <input id={`${id}-url`} className="input" type="url" inputMode="url" placeholder="https://…" value={url} onChange={(e) => setUrl(e.target.value)} />
        <button type="submit" className="button">
          {t('feeds.addButton')}
        </button>
      </form>
    </section>
  );
}

export function CalendarExport({ client, answer, run }: Omit<Props, 'now'>) {
  const t = useText();
  const id = useId();
  return (
    <section className="card stack" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('export.title')}</h2>
      <p className="muted">{t('export.intro')}</p>
      {answer.exportUrl ? (
        <>
          <label htmlFor={`${id}-url`} className="visually-hidden">
            {t('export.label')}
          </label>
          <input id={`${id}-url`} className="input mono" readOnly value={answer.exportUrl} onFocus={(e) => e.currentTarget.select()} />
          <div className="actions">
            <button type="button" className="button" onClick={() => run(() => navigator.clipboard.writeText(answer.exportUrl ?? ''), t('export.copied'))}>
              {t('export.copy')}
            </button>
            <button type="button" className="button button--danger" onClick={() => run(() => client.revokeExport(answer.listing), t('export.revoked'))}>
              {t('export.revoke')}
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="button" onClick={() => run(() => client.makeExport(answer.listing), t('export.made'))}>
          {t('export.make')}
        </button>
      )}
    </section>
  );
}
