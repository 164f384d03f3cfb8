/**
 * A listing's calendar for the owner, phone first: the month with busy nights by source, blocking and
 * unblocking nights with a note, the imported feeds and the exported link.
 */
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import type { Announce } from './announce';
import { CallFailed } from './api';
import type { CalendarAnswer } from './calendar-api-types';
import { createCalendarClient } from './calendar-client';
import { addMonths, fromToOfMonth, monthName, nightsRange } from './calendar-format';
import { CalendarMonth } from './calendar-month';
import { CalendarExport, CalendarFeeds } from './calendar-sources';
import { text, useText } from './i18n';

type Props = { base: string; onError: (error: unknown) => boolean; announce: Announce };

const todayOf = (now: Date) => now.toISOString().slice(0, 10);
const listingName = (listing: string) => listing || text('cal.defaultListing');

export function CalendarPage({ base, onError, announce }: Props) {
  const t = useText();
  const client = useMemo(() => createCalendarClient(base), [base]);
  const id = useId();
  const now = new Date();
  const [listing, setListing] = useState(() => new URLSearchParams(window.location.search).get('listing') ?? '');
  const [month, setMonth] = useState(() => todayOf(now).slice(0, 7));
  const [answer, setAnswer] = useState<CalendarAnswer>();
  const [failure, setFailure] = useState('');
  const [block, setBlock] = useState(() => ({ from: '', to: '', note: text('cal.noteOwnerStay') }));

  const load = useCallback(async () => {
    const { from, to } = fromToOfMonth(month);
    try {
      setAnswer(await client.month(listing, from, to));
      setFailure('');
    } catch (error) {
      if (!onError(error)) setFailure(error instanceof CallFailed ? error.message : text('cal.readFailed'));
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
      if (!onError(error)) setFailure(error instanceof CallFailed ? error.message : text('cal.actionFailed'));
      return false;
    }
  };
  const addBlock = async (event: FormEvent) => {
    event.preventDefault();
    const said = t('cal.blocked', { range: block.from && block.to ? nightsRange(block.from, block.to) : '' });
    if (await run(() => client.block(listing, block.from, block.to, block.note.trim()), said)) setBlock({ from: '', to: '', note: block.note });
  };

  return (
    <div className="stack cal">
      <h1 tabIndex={-1}>{t('cal.title')}</h1>
      {answer && answer.listings.length > 1 && (
        <div className="field">
          <label htmlFor={`${id}-listing`}>{t('cal.listing')}</label>
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
            <span className="visually-hidden">{t('cal.previousMonth')}</span>
          </button>
          <h2 id={`${id}-month`} aria-live="polite">
            {monthName(month)}
          </h2>
          <button type="button" className="button button--quiet" onClick={() => setMonth(addMonths(month, 1))}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t('cal.nextMonth')}</span>
          </button>
        </div>
        {answer ? <CalendarMonth month={month} busy={answer.busy} today={todayOf(now)} /> : <p className="muted">{t('cal.loading')}</p>}
      </section>

      <section className="card stack" aria-labelledby={`${id}-block`}>
        <h2 id={`${id}-block`}>{t('cal.blockTitle')}</h2>
        <form className="stack" onSubmit={addBlock}>
          <div className="cal-dates">
            <div className="field">
              <label htmlFor={`${id}-from`}>{t('cal.firstNight')}</label>
              <input id={`${id}-from`} className="input" type="date" required value={block.from} onChange={(e) => setBlock({ ...block, from: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-to`}>{t('cal.freeAgain')}</label>
              <input id={`${id}-to`} className="input" type="date" required min={block.from || undefined} value={block.to} onChange={(e) => setBlock({ ...block, to: e.target.value })} />
            </div>
          </div>
          <div className="field">
            <label htmlFor={`${id}-note`}>{t('cal.note')}</label>
            <input id={`${id}-note`} className="input" list={`${id}-notes`} maxLength={100} value={block.note} onChange={(e) => setBlock({ ...block, note: e.target.value })} />
            <datalist id={`${id}-notes`}>
              <option value={t('cal.noteOwnerStay')} />
              <option value={t('cal.noteMaintenance')} />
            </datalist>
          </div>
          <button type="submit" className="button button--primary">
            {t('cal.blockButton')}
          </button>
        </form>
        {answer && answer.blocks.length > 0 && (
          <ul className="cal-blocks">
            {answer.blocks.map((b) => (
              <li key={b.id}>
                <span>
                  <strong>{nightsRange(b.from, b.to)}</strong> {b.note || t('cal.blockedNote')}
                </span>
                <button type="button" className="button button--quiet" onClick={() => run(() => client.free(b.id), t('cal.freed', { range: nightsRange(b.from, b.to) }))}>
                  {t('cal.free.button')}<span className="visually-hidden"> {nightsRange(b.from, b.to)}</span>
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
