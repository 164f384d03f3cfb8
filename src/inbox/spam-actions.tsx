/**
 * The owner's word on spam: "Not spam" moves a request to New and its notifications go out then (once);
 * "Spam" moves it out of New unannounced. Every spam request says which signals the shield saw, in the
 * list and in full; the list says how many came this week. The Spam view is one of the list's filters
 * (`?status=spam`).
 */
import { count as counted, textOr, useText } from './i18n';
import type { InboxRequest, Status } from './inbox-api-types';

/** A signal in words (`spam.seen.<signal>`); one the inbox does not know yet as stored. */
const seenText = (signal: string) => textOr(`spam.seen.${signal}`, signal);

type Props = { request: InboxRequest; busy: boolean; setStatus: (status: Status, said?: string) => void };

export function SpamButton({ request, busy, setStatus }: Props) {
  const t = useText();
  return request.status === 'spam' ? (
    <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => setStatus('new', t('spam.movedNew'))}>
      {t('spam.notSpam')}
    </button>
  ) : (
    <button type="button" className="button" aria-disabled={busy || undefined} onClick={() => setStatus('spam', t('spam.movedSpam'))}>
      {t('spam.spam')}
    </button>
  );
}

/**
 * What the spam shield or the daily limit noticed, in the owner's words; nothing when it noticed nothing.
 * In full (not `brief`, a card) also the erasure, and each signal's name and meaning for a web developer
 * behind "Technical details", so the owner's line holds no developer words.
 */
export function SpamNote({ request, brief = false }: { request: InboxRequest; brief?: boolean }) {
  const t = useText();
  const signals = request.signals ?? [];
  if (signals.length === 0) return null;
  const note = (
    <p className="spam-note">
      <strong>{request.status === 'spam' ? t('spam.labelSpam') : t('spam.labelNoticed')}</strong>
      {signals.map(seenText).join('; ')}.{request.status === 'spam' && !brief && t('spam.erased')}
    </p>
  );
  if (brief) return note;
  return (
    <div className="spam-block">
      {note}
      <details className="disclosure">
        <summary>{t('spam.detail.title')}</summary>
        <ul>
          {signals.map((signal) => (
            <li key={signal}>
              <code className="mono">{signal}</code> {textOr(`spam.detail.${signal}`, '')}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}

/** "N requests filtered as spam this week", a link to the Spam view; nothing when there were none. */
export function SpamThisWeek({ count, href, open }: { count: number; href: string; open: () => void }) {
  useText();
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
        {counted('spam.thisWeek', count)}
      </a>
    </p>
  );
}
