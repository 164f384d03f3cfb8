/**
 * A listing's calendar for the owner, phone first: the month with busy nights by source, blocking and
 * freeing nights with a note, the imported feeds and the exported link.
 */
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { Announce } from './inbox-app';
import { CallFailed } from './api';
import type { CalendarAnswer } from './calendar-api-types';
import { createCalendarClient } from './calendar-client';
import { addMonths, fromToOfMonth, monthName, nightsRange } from './calendar-format';
import { CalendarMonth } from './calendar-month';
import { CalendarExport, CalendarFeeds } from './calendar-sources';

type Props = { base: string; onError: (error: unknown) => boolean; announce: Announce };

const todayOf = (now: Date) => now.toISOString().slice(0, 10);
const listingName = (listing: string) => listing || 'Default listing';

export function CalendarPage({ base, onError, announce }: Props) {
  const client = useMemo(() => createCalendarClient(base), [base]);
  const id = useId();
  const now = new Date();
  const [listing, setListing] = useState(() => new URLSearchParams(window.location.search).get('listing') ?? '');
  const [month, setMonth] = useState(() => todayOf(now).slice(0, 7));
  const [answer, setAnswer] = useState<CalendarAnswer>();
  const [failure, setFailure] = useState('');
  const [block, setBlock] = useState({ from: '', to: '', note: 'Owner stay' });

  const load = useCallback(async () => {
    const { from, to } = fromToOfMonth(month);
    try {
      setAnswer(await client.month(listing, from, to));
      setFailure('');
    } catch (error) {
      if (!onError(error)) setFailure(error instanceof CallFailed ? error.message : 'The calendar could not be read. Try again.');
    }
  }, [client, listing, month, onError]);
  useEffect(() => void load(), [load]);

  /** Runs an action, then reloads and says what happened; false when it failed. */
  const run = async (work: () => Promise<unknown>, said: string) => {
    try {
      await work();
      setFailure('');
      announce(said);
      await load();
      return true;
    } catch (error) {
      if (!onError(error)) setFailure(error instanceof CallFailed ? error.message : 'That did not work. Try again.');
      return false;
    }
  };
  const addBlock = async (event: FormEvent) => {
    event.preventDefault();
    const said = `Blocked ${block.from && block.to ? nightsRange(block.from, block.to) : ''}.`;
    if (await run(() => client.block(listing, block.from, block.to, block.note.trim()), said)) setBlock({ from: '', to: '', note: block.note });
  };

  return (
    <div className="stack cal">
      <h1 tabIndex={-1}>Calendar</h1>
      {answer && answer.listings.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-listing`}>Listing</label>
          <select id={`${id}-listing`} className="input" value={listing} onChange={(e) => setListing(e.target.value)}>
            {answer.listings.map((l) => (
              <option key={l} value={l}>
                {listingName(l)}
              </option>
            ))}
          </select>
        </div>
      )}
      {failure && (
        <p className="error banner" role="alert">
          {failure}
        </p>
      )}
      <section className="card stack" aria-labelledby={`${id}-month`}>
        <div className="cal-nav">
          <button type="button" className="button button--quiet" onClick={() => setMonth(addMonths(month, -1))}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous month</span>
          </button>
          <h2 id={`${id}-month`} aria-live="polite">
            {monthName(month)}
          </h2>
          <button type="button" className="button button--quiet" onClick={() => setMonth(addMonths(month, 1))}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next month</span>
          </button>
        </div>
        {answer ? <CalendarMonth month={month} busy={answer.busy} today={todayOf(now)} /> : <p className="muted">Loading…</p>}
      </section>

      <section className="card stack" aria-labelledby={`${id}-block`}>
        <h2 id={`${id}-block`}>Block nights</h2>
        <form className="stack" onSubmit={addBlock}>
          <div className="cal-dates">
            <div className="field">
              <label htmlFor={`${id}-from`}>First night</label>
              <input id={`${id}-from`} className="input" type="date" required value={block.from} onChange={(e) => setBlock({ ...block, from: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-to`}>Free again on</label>
              <input id={`${id}-to`} className="input" type="date" required min={block.from || undefined} value={block.to} onChange={(e) => setBlock({ ...block, to: e.target.value })} />
            </div>
          </div>
          <div className="field">
            <label htmlFor={`${id}-note`}>Note</label>
            <input id={`${id}-note`} className="input" list={`${id}-notes`} maxLength={100} value={block.note} onChange={(e) => setBlock({ ...block, note: e.target.value })} />
            <datalist id={`${id}-notes`}>
              <option value="Owner stay" />
              <option value="Maintenance" />
            </datalist>
          </div>
          <button type="submit" className="button button--primary">
            Block nights
          </button>
        </form>
        {answer && answer.blocks.length > 0 && (
          <ul className="cal-blocks">
            {answer.blocks.map((b) => (
              <li key={b.id}>
                <span>
                  <strong>{nightsRange(b.from, b.to)}</strong> {b.note || 'Blocked'}
                </span>
                <button type="button" className="button button--quiet" onClick={() => run(() => client.free(b.id), `Freed ${nightsRange(b.from, b.to)}.`)}>
                  Free<span className="visually-hidden"> {nightsRange(b.from, b.to)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      {answer && <CalendarFeeds client={client} answer={answer} now={now} run={run} />}
      {answer && <CalendarExport client={client} answer={answer} run={run} />}
    </div>
  );
}
