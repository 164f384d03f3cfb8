/**
 * One request: every field, the reply links, status actions, delete, and the notifications sent for it.
 * Every action ends in what the server answered, so two tabs acting on one request agree after each step;
 * a request gone from the server (deleted elsewhere, or by retention) says so.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CallFailed, Gone, type Api } from './api';
import { AskReview } from './ask-review';
import { ConfirmDelete } from './confirm-delete';
import { Deliveries } from './deliveries';
import { FlagList } from './flag-list';
import { GuestName, isolated } from './guest-name';
import { RequestNights } from './request-nights';
import { SpamButton, SpamNote } from './spam-actions';
import { languageOf, longDay, money, nights, nightsText, purposeLabel, stayRange, statusLabel, when } from './format';
import { language, text, useText } from './i18n';
import { EstimateLines } from './request-estimate';
import type { Announce } from './announce';
import { RelatedList } from './related-list';
import { RequestOffers } from './request-offers';
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

/** What a status change says once done: "Marked as replied." */
const done = (status: Status) => text(`detail.done.${status}`);

export function RequestDetail({ api, base, id, go, onError, announce }: Props) {
  const t = useText();
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
        announce(text('detail.deleted'));
        return;
      }
      setFailure(error instanceof CallFailed ? error.message : text('error.generic'));
    },
    [onError, announce],
  );

  const load = useCallback(() => api.get(id).then(setDetail, fail), [api, id, fail]);
  useEffect(() => {
    void load();
  }, [load]);
  const title = detail ? t('detail.pageTitle', { name: isolated(detail.request.name) }) : gone ? t('detail.deletedPageTitle') : undefined;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
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
      {t('detail.back')}
    </a>
  );

  if (gone) {
    return (
      <section className="card stack" aria-labelledby={hid}>
        {back}
        <h1 id={hid} tabIndex={-1} ref={(el) => el?.focus()}>
          {t('detail.deleted')}
        </h1>
        <p className="muted">{t('detail.deletedNote')}</p>
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
          <p className="muted">{t('detail.loading')}</p>
        )}
      </section>
    );
  }

  const r = detail.request;
  async function setStatus(status: Status, said = done(status)) {
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
      announce(done('replied'));
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
      announce(text('detail.erased'));
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
        <span className={`status status--${r.status}`}>{statusLabel(r.status)}</span>
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
          <label htmlFor={`${hid}-price`}>{t('detail.withPrice')}</label>
        </div>
      )}
      <div className="actions">
        <a className="button button--primary button--wa" href={(withPrice && detail.replies.whatsappWithPrice) || detail.replies.whatsapp} target="_blank" rel="noopener noreferrer" onClick={replied}>
          {t('detail.replyWhatsApp')}
        </a>
        <a className="button button--primary" href={(withPrice && detail.replies.emailWithPrice) || detail.replies.email} onClick={replied}>
          {t('detail.replyEmail')}
        </a>
        <button type="button" className="button" aria-disabled={busy || r.status === 'replied' || undefined} onClick={() => r.status !== 'replied' && setStatus('replied')}>
          {t('detail.markReplied')}
        </button>
        <button type="button" className="button" aria-disabled={busy || r.status === 'booked' || undefined} onClick={() => r.status !== 'booked' && setStatus('booked')}>
          {t('detail.markBooked')}
        </button>
        {r.status === 'archived' ? (
          <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => setStatus(r.repliedAt ? 'replied' : 'new', t('detail.unarchived'))}>
            {t('detail.unarchive')}
          </button>
        ) : (
          <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => setStatus('archived')}>
            {t('detail.archive')}
          </button>
        )}
        <SpamButton request={r} busy={busy} setStatus={setStatus} />
      </div>
      {r.status === 'booked' && <AskReview base={base} requestId={r.id} onError={onError} announce={announce} />}
      {detail.replies.language && detail.replies.language !== language() && (
        <p className="muted note">{t('detail.repliesIn', { language: languageOf(detail.replies.language) ?? detail.replies.language })}</p>
      )}
      {failure && (
        <p className="error banner" role="alert">
          {failure}
        </p>
      )}
      {r.status !== 'spam' && (
        <RequestOffers key={r.id} base={base} request={r} related={detail.related} replyEmail={detail.replies.email} go={go} onError={onError} announce={announce} onChanged={() => void load()} />
      )}

      <dl className="fields card">
        <dt>{t('detail.name')}</dt>
        <dd>
          <GuestName name={r.name} />
        </dd>
        <dt>{t('detail.email')}</dt>
        <dd className="wrap">{r.email}</dd>
        <dt>{t('detail.whatsapp')}</dt>
        <dd>
          <a className="nowrap" href={`tel:${r.whatsapp}`}>{detail.phone}</a>
        </dd>
        <dt>{t('detail.checkIn')}</dt>
        <dd>{longDay(r.checkIn)}</dd>
        <dt>{t('detail.checkOut')}</dt>
        <dd>{longDay(r.checkOut)}</dd>
        <dt>{t('detail.nights')}</dt>
        <dd>{n}</dd>
        <dt>{t('detail.budget')}</dt>
        <dd>{money(r.budgetCurrency, r.budgetAmount)}</dd>
        {r.quote && (
          <>
            <dt className="fields__wide">{t('detail.estimate')}</dt>
            <dd className="fields__wide">
              <EstimateLines quote={r.quote} />
            </dd>
          </>
        )}
        <dt>{t('detail.purposes')}</dt>
        <dd>{r.travelType.map((tag) => purposeLabel(tag)).join(', ')}</dd>
        <dt>{t('detail.listing')}</dt>
        <dd>{r.listing || t('detail.noListing')}</dd>
        <dt>{t('detail.language')}</dt>
        <dd>{languageOf(r.locale) ?? t('detail.unknownLanguage')}</dd>
        <dt>{t('detail.received')}</dt>
        <dd>
          <time dateTime={r.createdAt}>{when(r.createdAt)}</time>
        </dd>
        <dt>{t('detail.replied')}</dt>
        <dd>{r.repliedAt ? <time dateTime={r.repliedAt}>{when(r.repliedAt)}</time> : t('detail.notYet')}</dd>
        <dt>{t('detail.reference')}</dt>
        <dd className="wrap mono">{r.id}</dd>
      </dl>

      {detail.deliveries && (
        <Deliveries
          deliveries={detail.deliveries}
          retry={async (deliveryId) => {
            try {
              await api.retry(r.id, deliveryId);
              announce(text('detail.sendingAgain'));
              await load();
            } catch (error) {
              fail(error);
            }
          }}
        />
      )}
      <div className="danger-zone">
        <button type="button" className="button button--danger" aria-disabled={busy || undefined} onClick={() => setConfirming(true)}>
          {t('detail.delete')}
        </button>
        <p className="muted">{t('detail.deleteNote')}</p>
      </div>
      {confirming && <ConfirmDelete name={r.name} busy={busy} onConfirm={erase} onCancel={() => setConfirming(false)} />}
    </article>
  );
}
