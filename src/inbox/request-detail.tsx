/**
 * One request: every field, the reply links, status actions, delete, and the notifications sent for it.
 * Every action ends in what the server answered, so two tabs acting on one request agree after each step;
 * a request gone from the server (deleted elsewhere, or by retention) says so.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CallFailed, Gone, type Api } from './api';
import { ConfirmDelete } from './confirm-delete';
import { Deliveries } from './deliveries';
import { FlagList } from './flag-list';
import { GuestName, isolated } from './guest-name';
import { RequestNights } from './request-nights';
import { SpamButton, SpamNote } from './spam-actions';
import { languageOf, longDay, money, nights, nightsText, purposeLabel, stayRange, STATUS_LABEL, when } from './format';
import { EstimateLines } from './request-estimate';
import type { Announce } from './inbox-app';
import { RelatedList } from './related-list';
import type { DetailAnswer, Status } from './inbox-api-types';
import { hrefOf, type Route } from './use-route';

type Props = {
  api: Api;
  base: string;
  id: string;
  go: (route: Route, options?: { replace?: boolean }) => void;
  onError: (error: unknown) => boolean;
  announce: Announce;
};

const DONE: Record<Status, string> = {
  new: 'Moved back to new.',
  replied: 'Marked as replied.',
  booked: 'Marked as booked: its nights are taken.',
  archived: 'Archived.',
  spam: 'Moved to spam.',
};

export function RequestDetail({ api, base, id, go, onError, announce }: Props) {
  const [detail, setDetail] = useState<DetailAnswer>();
  const [gone, setGone] = useState(false);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const [withPrice, setWithPrice] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const hid = useId();

  const fail = useCallback(
    (error: unknown) => {
      if (onError(error)) return;
      if (error instanceof Gone) {
        setGone(true);
        announce('This request was deleted.');
        return;
      }
      setFailure(error instanceof CallFailed ? error.message : 'Something went wrong. Try again.');
    },
    [onError, announce],
  );

  const load = useCallback(() => api.get(id).then(setDetail, fail), [api, id, fail]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (detail) document.title = `${isolated(detail.request.name)} · Inbox`;
    else if (gone) document.title = 'Deleted request · Inbox';
  }, [detail, gone]);
  // Focus the heading once the request is there, so a keyboard or screen-reader user starts at the top.
  const shownId = detail?.request.id;
  useEffect(() => {
    if (shownId) heading.current?.focus();
  }, [shownId]);

  const back = (
    <a
      className="back"
      href={hrefOf(base, { view: 'list', filter: 'new', q: '' })}
      onClick={(event) => {
        event.preventDefault();
        if ((window.history.state as { inbox?: boolean } | null)?.inbox) window.history.back();
        else go({ view: 'list', filter: 'new', q: '' });
      }}
    >
      ← All requests
    </a>
  );

  if (gone) {
    return (
      <section className="card stack" aria-labelledby={hid}>
        {back}
        <h1 id={hid} tabIndex={-1} ref={(el) => el?.focus()}>
          This request was deleted.
        </h1>
        <p className="muted">It was erased with everything queued for it.</p>
      </section>
    );
  }
  if (!detail) {
    return (
      <section className="card" aria-busy="true">
        {back}
        {failure ? (
          <p className="error banner" role="alert">
            {failure}
          </p>
        ) : (
          <p className="muted">Loading…</p>
        )}
      </section>
    );
  }

  const r = detail.request;
  async function setStatus(status: Status, said = DONE[status]) {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      const { request } = await api.setStatus(r.id, status);
      setDetail((d) => (d ? { ...d, request } : d));
      announce(said);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }
  // A reply link opens WhatsApp or the mail app; the request is marked replied on the way out.
  const replied = () => {
    if (r.status === 'new') {
      setDetail((d) => (d ? { ...d, request: { ...d.request, status: 'replied', repliedAt: new Date().toISOString() } } : d));
      announce(DONE.replied);
    }
    void api.markRepliedOnLeave(r.id).then(
      (response) => (response.ok ? response.json().then((body: { request: DetailAnswer['request'] }) => setDetail((d) => (d ? { ...d, request: body.request } : d))) : undefined),
      () => {},
    );
  };
  async function erase() {
    setBusy(true);
    try {
      await api.erase(r.id);
      setConfirming(false);
      setGone(true);
      announce('Request deleted.');
    } catch (error) {
      setConfirming(false);
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  const n = nights(r.checkIn, r.checkOut);
  return (
    <article className="detail" aria-labelledby={hid}>
      {back}
      <div className="detail__head">
        <h1 id={hid} ref={heading} tabIndex={-1}>
          <GuestName name={r.name} />
        </h1>
        <span className={`status status--${r.status}`}>{STATUS_LABEL[r.status]}</span>
      </div>
      <p className="detail__stay">
        {stayRange(r.checkIn, r.checkOut)} · {nightsText(n)}
      </p>
      <FlagList flags={detail.flags} />
      <SpamNote request={r} />
      <RelatedList related={detail.related} base={base} go={go} />

      <RequestNights base={base} id={r.id} status={r.status} />
      {detail.replies.whatsappWithPrice && (
        <div className="rates-check">
          <input id={`${hid}-price`} type="checkbox" checked={withPrice} onChange={(e) => setWithPrice(e.target.checked)} />
          <label htmlFor={`${hid}-price`}>Include the estimate's lines in the reply</label>
        </div>
      )}
      <div className="actions">
        <a className="button button--primary button--wa" href={(withPrice && detail.replies.whatsappWithPrice) || detail.replies.whatsapp} target="_blank" rel="noopener noreferrer" onClick={replied}>
          Reply on WhatsApp
        </a>
        <a className="button button--primary" href={(withPrice && detail.replies.emailWithPrice) || detail.replies.email} onClick={replied}>
          Reply by e-mail
        </a>
        <button type="button" className="button" aria-disabled={busy || r.status === 'replied' || undefined} onClick={() => r.status !== 'replied' && setStatus('replied')}>
          Mark as replied
        </button>
        <button type="button" className="button" aria-disabled={busy || r.status === 'booked' || undefined} onClick={() => r.status !== 'booked' && setStatus('booked')}>
          Mark as booked
        </button>
        {r.status === 'archived' ? (
          <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => setStatus(r.repliedAt ? 'replied' : 'new', 'Unarchived.')}>
            Unarchive
          </button>
        ) : (
          <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => setStatus('archived')}>
            Archive
          </button>
        )}
        <SpamButton request={r} busy={busy} setStatus={setStatus} />
      </div>
      {failure && (
        <p className="error banner" role="alert">
          {failure}
        </p>
      )}

      <dl className="fields card">
        <dt>Name</dt>
        <dd>
          <GuestName name={r.name} />
        </dd>
        <dt>E-mail</dt>
        <dd className="wrap">{r.email}</dd>
        <dt>WhatsApp</dt>
        <dd>
          <a href={`tel:${r.whatsapp}`}>{detail.phone}</a>
        </dd>
        <dt>Check-in</dt>
        <dd>{longDay(r.checkIn)}</dd>
        <dt>Check-out</dt>
        <dd>{longDay(r.checkOut)}</dd>
        <dt>Nights</dt>
        <dd>{n}</dd>
        <dt>Budget</dt>
        <dd>{money(r.budgetCurrency, r.budgetAmount)}</dd>
        {r.quote && (
          <>
            <dt>Estimate</dt>
            <dd>
              <EstimateLines quote={r.quote} />
            </dd>
          </>
        )}
        <dt>Travel purposes</dt>
        <dd>{r.travelType.map(purposeLabel).join(', ')}</dd>
        <dt>Listing</dt>
        <dd>{r.listing || 'None'}</dd>
        <dt>Language</dt>
        <dd>{languageOf(r.locale) ?? 'Unknown'}</dd>
        <dt>Received</dt>
        <dd>
          <time dateTime={r.createdAt}>{when(r.createdAt)}</time>
        </dd>
        <dt>Replied</dt>
        <dd>{r.repliedAt ? <time dateTime={r.repliedAt}>{when(r.repliedAt)}</time> : 'Not yet'}</dd>
        <dt>Reference</dt>
        <dd className="wrap mono">{r.id}</dd>
      </dl>

      {detail.deliveries && (
        <Deliveries
          deliveries={detail.deliveries}
          retry={async (deliveryId) => {
            try {
              await api.retry(r.id, deliveryId);
              announce('Sending again.');
              await load();
            } catch (error) {
              fail(error);
            }
          }}
        />
      )}
      <div className="danger-zone">
        <button type="button" className="button button--danger" aria-disabled={busy || undefined} onClick={() => setConfirming(true)}>
          Delete
        </button>
        <p className="muted">Erases this request and its notifications, for the guest's right to erasure.</p>
      </div>
      {confirming && <ConfirmDelete name={r.name} busy={busy} onConfirm={erase} onCancel={() => setConfirming(false)} />}
    </article>
  );
}
