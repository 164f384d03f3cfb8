/**
 * The offers sent for a request, newest version first: where each stands (its state read by the receiver
 * at this moment), its total, deposit and expiry; Withdraw for a live one and, once the guest accepted,
 * "Deposit received" for a bank transfer. Both ask first.
 */
import { useState } from 'react';
import { longDay, when } from './format';
import { text, useText } from './i18n';
import { OfferConfirm } from './offer-confirm';
import type { OfferView } from './offers-api-types';
import { quoteMoney } from './request-estimate';

type Props = { offers: OfferView[]; busy: boolean; onWithdraw: (offer: OfferView) => Promise<void>; onDeposit: (offer: OfferView) => Promise<void> };

const LIVE = new Set(['open', 'accepted']);

/** The hold (while the offer lives), the guest's acceptance and the payment, in words. */
function facts(o: OfferView): string[] {
  const said: string[] = [];
  if (LIVE.has(o.state)) said.push(text(o.hold ? 'offerList.held' : 'offerList.notHeld'));
  if (o.accepted) {
    const accepted = text('offerList.accepted', { at: when(o.accepted.at), adults: o.accepted.adults, children: o.accepted.children });
    said.push(o.accepted.arrivalTime ? `${accepted}, ${text('offerList.arrival', { time: o.accepted.arrivalTime })}` : accepted);
  }
  if (o.paid) said.push(text('offerList.paid', { at: when(o.paid.at), by: o.paid.by === 'bank' ? text('offerList.bank') : o.paid.by }));
  return said;
}

export function OfferList({ offers, busy, onWithdraw, onDeposit }: Props) {
  useText();
  const [asking, setAsking] = useState<{ offer: OfferView; action: 'withdraw' | 'deposit' }>();
  if (!offers.length) return null;
  const act = async () => {
    if (!asking) return;
    await (asking.action === 'withdraw' ? onWithdraw : onDeposit)(asking.offer);
    setAsking(undefined);
  };
  return (
    <section className="offer-list stack" aria-labelledby="offer-list-h">
      <h3 id="offer-list-h" tabIndex={-1}>{text('offerList.heading')}</h3>
      <ul className="offer-versions">
        {offers.map((o) => (
          <li key={o.id} className={`offer-version offer-version--${o.state}`}>
            <div className="offer-version__head">
              <strong>{text('offerList.version', { version: o.version })}</strong>
              <span className={`offer-state offer-state--${o.state}`}>{text(`offerList.state.${o.state}`)}</span>
            </div>
            <dl className="offer-version__figures">
              <dt>{text('offerList.total')}</dt>
              <dd>{quoteMoney(o.currency, o.total)}</dd>
              <dt>{text('offerList.deposit')}</dt>
              <dd>{o.balanceDue ? text('offerList.depositBalance', { amount: quoteMoney(o.currency, o.deposit), day: longDay(o.balanceDue) }) : text('offerList.depositAll', { amount: quoteMoney(o.currency, o.deposit) })}</dd>
              <dt>{text('offerList.expires')}</dt>
              <dd><time dateTime={o.expiresAt}>{when(o.expiresAt)}</time></dd>
            </dl>
            {facts(o).length > 0 && <p className="muted note">{facts(o).join(' · ')}</p>}
            {!LIVE.has(o.state) && o.state !== 'paid' && <p className="note">{text('offerList.linkGone')}</p>}
            {LIVE.has(o.state) && (
              <div className="offer-version__actions">
                {o.state === 'accepted' && (
                  <button type="button" className="button button--primary" aria-disabled={busy || undefined} onClick={() => setAsking({ offer: o, action: 'deposit' })}>
                    {text('offerList.depositReceived')}
                  </button>
                )}
                <button type="button" className="button button--danger" aria-disabled={busy || undefined} onClick={() => setAsking({ offer: o, action: 'withdraw' })}>
                  {text('offerList.withdraw')}
                  <span className="visually-hidden"> {text('offerList.version', { version: o.version })}</span>
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {asking && (
        <OfferConfirm
          busy={busy}
          title={asking.action === 'withdraw' ? text('offerList.withdrawTitle', { version: asking.offer.version }) : text('offerList.depositTitle')}
          body={asking.action === 'withdraw' ? text('offerList.withdrawBody') : text('offerList.depositBody', { amount: quoteMoney(asking.offer.currency, asking.offer.deposit) })}
          confirm={asking.action === 'withdraw' ? text('offerList.withdrawConfirm') : text('offerList.depositConfirm')}
          onConfirm={() => void act()}
          onCancel={() => setAsking(undefined)}
          fallback={() => document.getElementById('offer-list-h')}
        />
      )}
    </section>
  );
}
