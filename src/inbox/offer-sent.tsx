/**
 * The offer link once made: until when it works (as the receiver answered, clamped before check-in), and
 * three ways to pass it on from the owner's phone: WhatsApp and e-mail drafts in the guest's language, or a copy.
 */
import { useEffect, useRef } from 'react';
import type { Announce } from './announce';
import { languageOf, when } from './format';
import { text, useText } from './i18n';
import type { OfferSent as Sent } from './offers-api-types';

type Props = { sent: Sent; hours: number; guestEmail: string; replyEmail: string; announce: Announce };

/** The reply's `mailto:` (guest's address, subject in their language) with the WhatsApp text as its body (RFC 6068: CRLF, %20). */
export function offerMailto(replyEmail: string, whatsapp: string): string {
  const message = new URL(whatsapp).searchParams.get('text') ?? '';
  const [to] = replyEmail.split('?');
  const subject = /[?&]subject=([^&]*)/.exec(replyEmail)?.[1];
  return `${to}?${subject ? `subject=${subject}&` : ''}body=${encodeURIComponent(message.replace(/\r?\n/g, '\r\n'))}`;
}

export function OfferSentCard({ sent, hours, guestEmail, replyEmail, announce }: Props) {
  useText();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { offer, link, whatsapp, emailQueued } = sent;
  // The receiver ends an offer by the day before check-in: an earlier expiry than asked for is said.
  const clamped = Date.parse(offer.expiresAt) < Date.parse(offer.createdAt) + hours * 3_600_000 - 60_000;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      announce(text('offerSent.copied'));
    } catch {
      announce(text('offerSent.copyFailed'));
    }
  };
  return (
    <section className="card stack offer-sent" aria-labelledby={`sent-${offer.id}`}>
      <h3 id={`sent-${offer.id}`} ref={heading} tabIndex={-1}>{text('offerSent.heading', { version: offer.version })}</h3>
      <p>
        {text('offerSent.validUntil', { at: when(offer.expiresAt) })}
        {clamped && <> {text('offerSent.clamped')}</>}
      </p>
      <div className="field">
        <label htmlFor={`link-${offer.id}`}>{text('offerSent.link')}</label>
        <input id={`link-${offer.id}`} className="input mono" readOnly value={link} onFocus={(e) => e.target.select()} />
      </div>
      <div className="actions">
        <a className="button button--primary button--wa" href={whatsapp} target="_blank" rel="noopener noreferrer">{text('offerSent.whatsapp')}</a>
        <a className="button" href={offerMailto(replyEmail, whatsapp)}>{text('offerSent.email')}</a>
        <button type="button" className="button" onClick={() => void copy()}>{text('offerSent.copy')}</button>
      </div>
      {emailQueued && <p className="muted note">{text('offerSent.emailQueued', { email: guestEmail })}</p>}
      <p className="muted note">{text('offerSent.language', { language: languageOf(offer.locale) ?? offer.locale })}</p>
    </section>
  );
}
