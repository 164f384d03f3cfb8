/**
 * The owner's word on spam: "Not spam" moves a request to New and its notifications go out then (once);
 * "Spam" moves it out of New unannounced. A spam request says what the shield saw. The Spam view is one of
 * the list's filters (`?status=spam`).
 */
import type { InboxRequest, Status } from './inbox-api-types';

const SEEN: Record<string, string> = {
  'proof-missing': 'sent without the form’s proof of work',
  'proof-invalid': 'a forged proof of work',
  'proof-expired': 'an expired proof of work',
  'proof-replayed': 'a proof of work used before',
  honeypot: 'filled the hidden field only scripts see',
  'too-fast': 'sent faster than a person types',
  'link-in-name': 'a link in the name',
  'daily-limit': 'over 3 requests from this guest today: not notified',
};

type Props = { request: InboxRequest; busy: boolean; setStatus: (status: Status, said?: string) => void };

export function SpamButton({ request, busy, setStatus }: Props) {
  return request.status === 'spam' ? (
    <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => setStatus('new', 'Moved to New. Its notifications are on their way.')}>
      Not spam
    </button>
  ) : (
    <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => setStatus('spam', 'Moved to Spam. Nobody is notified.')}>
      Spam
    </button>
  );
}

/** What the spam shield or the daily limit noticed, in words; nothing when it noticed nothing. */
export function SpamNote({ request }: { request: InboxRequest }) {
  const seen = (request.signals ?? []).map((signal) => SEEN[signal] ?? signal);
  if (seen.length === 0) return null;
  return (
    <p className="spam-note">
      <strong>{request.status === 'spam' ? 'Spam: ' : 'Noticed: '}</strong>
      {seen.join('; ')}.{request.status === 'spam' && ' Erased after 30 days.'}
    </p>
  );
}
