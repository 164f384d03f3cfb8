/**
 * The owner's word on spam: "Not spam" moves a request to New and its notifications go out then (once);
 * "Spam" moves it out of New unannounced. Every spam request says which signals the shield saw, in the
 * list and in full; the list says how many came this week. The Spam view is one of the list's filters
 * (`?status=spam`). Every text of this component is here.
 */
import type { InboxRequest, Status } from './inbox-api-types';

const TEXT = {
  notSpam: 'Not spam',
  spam: 'Spam',
  movedToNew: 'Moved to New. Its notifications are on their way.',
  movedToSpam: 'Moved to Spam. Nobody is notified.',
  spamLead: 'Spam: ',
  noticedLead: 'Noticed: ',
  erased: ' Erased after 30 days.',
  thisWeek: (n: number) => `${n} ${n === 1 ? 'request' : 'requests'} filtered as spam this week`,
};

const SEEN: Record<string, string> = {
  'proof-missing': 'sent without the form’s proof of work',
  'proof-invalid': 'a forged proof of work',
  'proof-expired': 'an expired proof of work',
  'proof-replayed': 'a proof of work used before',
  'proof-unavailable': 'the form said it could not get a challenge (a network problem, or a script saying so)',
  'no-origin': 'not sent by a web browser (no Origin header)',
  honeypot: 'filled the hidden field only scripts see',
  'too-fast': 'sent faster than a person types',
  'link-in-name': 'a link in the name',
  'busy-client': 'more than 3 requests from this connection within an hour: no acknowledgement sent',
  'daily-limit': 'over 3 requests from this guest today: not notified',
};

type Props = { request: InboxRequest; busy: boolean; setStatus: (status: Status, said?: string) => void };

export function SpamButton({ request, busy, setStatus }: Props) {
  return request.status === 'spam' ? (
    <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => setStatus('new', TEXT.movedToNew)}>
      {TEXT.notSpam}
    </button>
  ) : (
    <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => setStatus('spam', TEXT.movedToSpam)}>
      {TEXT.spam}
    </button>
  );
}

/** What the spam shield or the daily limit noticed, in words; nothing when it noticed nothing. `brief`: without the erasure (a card). */
export function SpamNote({ request, brief = false }: { request: InboxRequest; brief?: boolean }) {
  const seen = (request.signals ?? []).map((signal) => SEEN[signal] ?? signal);
  if (seen.length === 0) return null;
  return (
    <p className="spam-note">
      <strong>{request.status === 'spam' ? TEXT.spamLead : TEXT.noticedLead}</strong>
      {seen.join('; ')}.{request.status === 'spam' && !brief && TEXT.erased}
    </p>
  );
}

/** "N requests filtered as spam this week", a link to the Spam view; nothing when there were none. */
export function SpamThisWeek({ count, href, open }: { count: number; href: string; open: () => void }) {
  if (count === 0) return null;
  return (
    <p className="muted note">
      <a
        href={href}
        onClick={(event) => {
          event.preventDefault();
          open();
        }}
      >
        {TEXT.thisWeek(count)}
      </a>
    </p>
  );
}
