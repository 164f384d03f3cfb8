/**
 * A request's offers: "Make offer" opens the editor, the link once made is ready to send, and every
 * version sent is listed with where it stands. Editing a sent offer makes a new version; the old link
 * then answers "no longer available". Absent when the receiver has no offers.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CallFailed } from './api';
import type { Announce } from './announce';
import { text, useText } from './i18n';
import type { InboxRequest, Related } from './inbox-api-types';
import { OfferEditor } from './offer-editor';
import { OfferList } from './offer-list';
import { OfferSentCard } from './offer-sent';
import type { OfferSent, OfferView } from './offers-api-types';
import { createOffersClient } from './offers-client';
import type { Route } from './use-route';

type Props = {
  base: string;
  request: InboxRequest;
  related: Related[];
  replyEmail: string;
  go: (route: Route) => void;
  onError: (error: unknown) => boolean;
  announce: Announce;
  /** The request changed on the server (Booked after "Deposit received"). */
  onChanged: () => void;
};

export function RequestOffers({ base, request, related, replyEmail, go, onError, announce, onChanged }: Props) {
  useText();
  const client = useMemo(() => createOffersClient(base), [base]);
  const [offers, setOffers] = useState<OfferView[] | null>();
  const [editing, setEditing] = useState(false);
  const [sent, setSent] = useState<{ sent: OfferSent; hours: number }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const fail = useCallback((error: unknown) => {
    if (!onError(error)) setFailure(error instanceof CallFailed ? error.message : text('offers.failed'));
  }, [onError]);
  const load = useCallback(() => client.list(request.id).then((list) => setOffers(list ?? null), fail), [client, request.id, fail]);
  useEffect(() => void load(), [load]);

  // An archived request takes no new offer; the versions already sent stay listed.
  const archived = request.status === 'archived';
  if (offers === null || (archived && !offers?.length)) return null;
  const change = (work: () => Promise<unknown>, said: string) => async () => {
    setBusy(true);
    setFailure('');
    try {
      await work();
      announce(said);
      setSent(undefined);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      await load();
    }
  };
  const latest = offers?.[0];
  // A paid deposit booked the stay: a new version would ask the guest to pay again.
  const paid = offers?.some((o) => o.state === 'paid');
  return (
    <section className="card stack offers" aria-labelledby="offers-h">
      <h2 id="offers-h">{text('offers.heading')}</h2>
      {!offers?.length && !editing && <p className="muted note">{text('offers.intro')}</p>}
      {failure && <p className="error banner" role="alert">{failure}</p>}
      {offers === undefined && !failure && <p className="muted">{text('offers.loading')}</p>}
      {sent && !editing && <OfferSentCard sent={sent.sent} hours={sent.hours} guestEmail={request.email} replyEmail={replyEmail} announce={announce} />}
      {editing ? (
        <OfferEditor client={client} request={request} previous={latest} related={related} base={base} go={go} onError={onError} announce={announce}
          onCancel={() => {
            setEditing(false);
            requestAnimationFrame(() => document.querySelector<HTMLElement>('.offers__make')?.focus());
          }}
          onSent={(made, hours) => {
            setSent({ sent: made, hours });
            setEditing(false);
            announce(text('offerSent.made'));
            void load();
          }} />
      ) : (
        offers && !paid && !archived && (
          <button type="button" className={`button offers__make${latest ? '' : ' button--primary'}`} onClick={() => { setSent(undefined); setEditing(true); }}>
            {latest ? text('offers.newVersion') : text('offers.make')}
          </button>
        )
      )}
      {offers && (
        <OfferList offers={offers} busy={busy}
          onWithdraw={(o) => change(() => client.withdraw(o.id), text('offerList.withdrawn'))()}
          onDeposit={(o) => change(async () => { await client.depositReceived(o.id); onChanged(); }, text('offerList.booked'))()} />
      )}
    </section>
  );
}
