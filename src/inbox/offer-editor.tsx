/**
 * The offer editor, phone first: lines from the stored estimate (or the version it replaces, or one blank
 * line), the deposit and balance, the expiry, the hold and the terms. Nothing typed is lost on a refusal:
 * the page's own checks and the receiver's field errors show beside their fields, a hold on the same
 * nights names the other request.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Currency } from '../booking-request/currencies';
import { CallFailed } from './api';
import type { Announce } from './announce';
import { replyLocale } from '../server/reply/reply-language';
import { languageOf, stayRange } from './format';
import { GuestName } from './guest-name';
import { text, useText } from './i18n';
import type { InboxRequest, Related } from './inbox-api-types';
import { OfferDeposit } from './offer-deposit';
import { bodyOf, estimateStart, EXPIRY_HOURS, figuresOf, formOf, MAX_TERMS, type OfferForm } from './offer-form';
import { OfferLines } from './offer-lines';
import { problemText, serverErrors } from './offer-problems';
import type { OfferHeld, OfferSent, OfferView } from './offers-api-types';
import type { OffersClient } from './offers-client';
import { RateCheck } from './rate-field';
import { hrefOf, type Route } from './use-route';

type Props = {
  client: OffersClient;
  request: InboxRequest;
  previous?: OfferView;
  related: Related[];
  base: string;
  go: (route: Route) => void;
  onSent: (sent: OfferSent, hours: number) => void;
  onCancel: () => void;
  onError: (error: unknown) => boolean;
  announce: Announce;
};

const todayOf = () => new Date().toISOString().slice(0, 10);

export function OfferEditor({ client, request, previous, related, base, go, onSent, onCancel, onError, announce }: Props) {
  useText();
  const id = useId();
  const [form, setForm] = useState<OfferForm>(() => formOf(estimateStart(request.quote, request.locale), request.budgetCurrency as Currency, previous));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [held, setHeld] = useState<OfferHeld>();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The editor opens where the keyboard is: its heading, so Tab goes on to the first line.
  useEffect(() => heading.current?.focus(), []);
  const figures = useMemo(() => figuresOf(form, request.checkIn, todayOf()), [form, request.checkIn]);
  // A field's error goes as soon as the owner changes that field; the others stay until the next try.
  const set = (patch: Partial<OfferForm>) => {
    setErrors((known) => (Object.keys(known).length ? withoutChanged(known, form, { ...form, ...patch }) : known));
    setForm((f) => ({ ...f, ...patch }));
  };

  const refuse = (found: Record<string, string>) => {
    setErrors(found);
    announce(text('offerEdit.refused'));
    // The first refused field takes the focus, so a phone scrolls to it.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${CSS.escape(id)}-form [aria-invalid="true"]`)?.focus());
  };
  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setHeld(undefined);
    setFailure('');
    const { body, problems } = bodyOf(form);
    if (Object.keys(problems).length) {
      refuse(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemText(problem, form.currency)])));
      return;
    }
    setBusy(true);
    try {
      const result = await client.send(request.id, body);
      if (result.ok) {
        setErrors({});
        onSent(result.sent, form.expiryHours);
      } else if ('held' in result) {
        setErrors({});
        setHeld(result.held);
        announce(text('offerEdit.held'));
      } else refuse(serverErrors(result.errors, form.currency));
    } catch (error) {
      if (!onError(error)) setFailure(error instanceof CallFailed ? error.message : text('error.generic'));
    } finally {
      setBusy(false);
    }
  };

  const holder = held && related.find((r) => r.id === held.heldBy);
  const refused = Object.keys(errors).length > 0;
  // The offer's language, as the guest's page and the estimate's lines below use it.
  const guestLanguage = replyLocale(request.locale ?? undefined).language;
  return (
    <form id={`${id}-form`} className="stack offer-editor" onSubmit={send} noValidate aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} ref={heading} tabIndex={-1}>{previous ? text('offerEdit.headingVersion', { version: previous.version + 1 }) : text('offerEdit.heading')}</h3>
      <p className="muted note">
        {previous
          ? text('offerEdit.replaces', { version: previous.version + 1, previous: previous.version })
          : request.quote ? text('offerEdit.fromEstimate', { language: languageOf(guestLanguage) ?? guestLanguage }) : text('offerEdit.blank')}
      </p>
      {refused && <p className="error banner">{text('offerEdit.refused')}</p>}
      {errors.currency && <p className="error">{errors.currency}</p>}
      <OfferLines id={id} currency={form.currency} lines={form.lines} onLines={(lines) => set({ lines })} total={figures.total} errors={errors} />
      <OfferDeposit id={id} form={form} set={set} figures={figures} errors={errors} />
      <div className="field">
        <label htmlFor={`${id}-expiry`}>{text('offerEdit.expiry')}</label>
        <p id={`${id}-expiry-hint`} className="muted rates-hint">{text('offerEdit.expiryHint')}</p>
        <select id={`${id}-expiry`} className="input" value={form.expiryHours} aria-describedby={`${id}-expiry-hint${errors.expiryHours ? ` ${id}-expiry-error` : ''}`}
          aria-invalid={errors.expiryHours ? true : undefined} onChange={(e) => set({ expiryHours: Number(e.target.value) as OfferForm['expiryHours'] })}>
          {EXPIRY_HOURS.map((h) => (
            <option key={h} value={h}>{text(`offerEdit.expiry.${h}`)}</option>
          ))}
        </select>
        {errors.expiryHours && <p id={`${id}-expiry-error`} className="error">{errors.expiryHours}</p>}
      </div>
      <div className="stack offer-hold">
        <RateCheck id={`${id}-hold`} label={text('offerEdit.hold')} checked={form.hold} onChecked={(hold) => set({ hold })} />
        <p className="muted note">{text('offerEdit.holdHint')}</p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-terms`}>{text('offerEdit.terms')}</label>
        <p id={`${id}-terms-hint`} className="muted rates-hint">{text('offerEdit.termsHint')}</p>
        <textarea id={`${id}-terms`} className="input offer-terms" rows={5} maxLength={MAX_TERMS} value={form.terms} onChange={(e) => set({ terms: e.target.value })}
          aria-invalid={errors.terms ? true : undefined} aria-describedby={`${id}-terms-hint ${id}-terms-count${errors.terms ? ` ${id}-terms-error` : ''}`} />
        <p id={`${id}-terms-count`} className="muted note">{text('offerEdit.termsCount', { count: form.terms.length.toLocaleString() })}</p>
        {errors.terms && <p id={`${id}-terms-error`} className="error">{errors.terms}</p>}
      </div>
      <RateCheck id={`${id}-email`} label={text('offerEdit.email')} checked={form.email} onChecked={(email) => set({ email })} />
      {held && (
        <div className="error banner" role="alert">
          <p>{text('offerEdit.held')}</p>
          {holder ? (
            <p>
              {text('offerEdit.heldBy')}{' '}
              <a href={hrefOf(base, { view: 'request', id: holder.id })} onClick={(e) => { e.preventDefault(); go({ view: 'request', id: holder.id }); }}>
                <GuestName name={holder.name} />
              </a>{' '}
              ({stayRange(holder.checkIn, holder.checkOut)})
            </p>
          ) : (
            <p>{held.error}</p>
          )}
        </div>
      )}
      {failure && <p className="error banner" role="alert">{failure}</p>}
      <div className="offer-editor__actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          {busy ? text('offerEdit.sending') : text('offerEdit.send')}
        </button>
        <button type="button" className="button" onClick={onCancel}>{text('offerEdit.cancel')}</button>
      </div>
    </form>
  );
}

/** The errors of the fields that differ between two forms are dropped (a line's, the total's, the deposit's…). */
function withoutChanged(errors: Record<string, string>, before: OfferForm, after: OfferForm): Record<string, string> {
  const changed = (key: string) => {
    const line = /^lines\.(\d+)\.(label|amount)$/.exec(key);
    if (line) return before.lines[Number(line[1])]?.[line[2] as 'label' | 'amount'] !== after.lines[Number(line[1])]?.[line[2] as 'label' | 'amount'];
    if (key === 'total' || key === 'lines') return before.lines !== after.lines;
    if (key === 'deposit') return before.depositKind !== after.depositKind || before.depositPercent !== after.depositPercent || before.depositAmount !== after.depositAmount;
    if (key === 'balanceDays' || key === 'expiryHours' || key === 'terms' || key === 'currency') return before[key] !== after[key];
    return false;
  };
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !changed(key)));
}
