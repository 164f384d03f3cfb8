/** A listing's imported feeds (with when each was last read, or its error) and its exported link. */
import { useId, useState, type FormEvent } from 'react';
import type { CalendarAnswer } from './calendar-api-types';
import type { CalendarClient } from './calendar-client';
import { ago } from './format';

type Props = { client: CalendarClient; answer: CalendarAnswer; now: Date; run: (work: () => Promise<unknown>, said: string) => Promise<boolean> };

export function CalendarFeeds({ client, answer, now, run }: Props) {
  const id = useId();
  const [url, setUrl] = useState('');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (url.trim() && (await run(() => client.addFeed(answer.listing, url.trim()), 'Feed added. It is read within a minute.'))) setUrl('');
  };
  return (
    <section className="card stack" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Imported calendars</h2>
      {answer.feeds.length === 0 ? (
        <p className="muted">No calendars yet. Paste the iCal link from Airbnb, Booking.com, VRBO or Google Calendar.</p>
      ) : (
        <ul className="cal-feeds">
          {answer.feeds.map((f) => (
            <li key={f.id} className={f.lastError ? 'cal-feed cal-feed--failing' : 'cal-feed'}>
              <div>
                <strong>{f.label}</strong> <span className="muted mono wrap">{f.url.replace(/^https?:\/\//, '').slice(0, 48)}</span>
              </div>
              <p className="muted">{f.lastOkAt ? `Read ${ago(f.lastOkAt, now.getTime())}` : f.lastReadAt ? 'Never read' : 'Waiting to be read'}</p>
              {f.lastError && (
                <p className="cal-feed__error">
                  Failing: {f.lastError} {f.lastOkAt ? 'The last good copy is kept.' : ''}
                </p>
              )}
              {f.lastWarning && !f.lastError && <p className="cal-feed__warning">Read in part: {f.lastWarning}</p>}
              {f.origin === 'inbox' ? (
                <button type="button" className="button button--quiet" onClick={() => run(() => client.removeFeed(f.id), `${f.label} removed. Its nights are free.`)}>
                  Remove<span className="visually-hidden"> {f.label}</span>
                </button>
              ) : (
                <p className="muted">Set in the server's configuration.</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className="field" onSubmit={add}>
        <label htmlFor={`${id}-url`}>Add a calendar link (iCal)</label>
        <input id={`${id}-url`} className="input" type="url" inputMode="url" placeholder="https://…" value={url} onChange={(e) => setUrl(e.target.value)} />
        <button type="submit" className="button">
          Add calendar
        </button>
      </form>
    </section>
  );
}

export function CalendarExport({ client, answer, run }: Omit<Props, 'now'>) {
  const id = useId();
  return (
    <section className="card stack" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Your calendar link</h2>
      <p className="muted">Paste it into Airbnb and Booking.com: your booked stays and blocked nights close those nights there too.</p>
      {answer.exportUrl ? (
        <>
          <label htmlFor={`${id}-url`} className="visually-hidden">
            Calendar link (keep it secret)
          </label>
          <input id={`${id}-url`} className="input mono" readOnly value={answer.exportUrl} onFocus={(e) => e.currentTarget.select()} />
          <div className="actions">
            <button type="button" className="button" onClick={() => run(() => navigator.clipboard.writeText(answer.exportUrl ?? ''), 'Link copied.')}>
              Copy link
            </button>
            <button type="button" className="button button--danger" onClick={() => run(() => client.revokeExport(answer.listing), 'Link revoked. It no longer works anywhere.')}>
              Revoke link
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="button" onClick={() => run(() => client.makeExport(answer.listing), 'Calendar link made.')}>
          Make a calendar link
        </button>
      )}
    </section>
  );
}
