/**
 * Says which notification channels need the owner: those the receiver's options name but leave unset, and
 * those that are down (their latest delivery failed), with the error in words and a Retry-all. Requests
 * still arrive here either way.
 */
import { useState } from 'react';
import { textOr, useText } from './i18n';
import type { ChannelFailure, ChannelState } from './inbox-api-types';

type Props = { channels?: ChannelState[]; failing?: ChannelFailure[]; retry?: (channel: string) => Promise<void> };

/** A delivery error (`SMTP ECONNREFUSED`, `timeout after 10 s`, `HTTP 502`) as a sentence for the owner. */
export function errorKey(error: string): { key: string; status?: string } {
  const http = /^HTTP (\d{3})/.exec(error);
  if (http) return { key: 'channels.error.http', status: http[1] };
  if (/timeout|ETIMEDOUT/i.test(error)) return { key: 'channels.error.timeout' };
  if (/EAUTH|\b53[45]\b/.test(error)) return { key: 'channels.error.auth' };
  if (/SMTP 5\d\d|EENVELOPE|EMESSAGE/.test(error)) return { key: 'channels.error.refused' };
  if (/ECONN|ESOCKET|ENOTFOUND|EDNS|EAI_AGAIN|EHOST|ENETUNREACH|could not connect|ETLS|CERT/i.test(error)) return { key: 'channels.error.connect' };
  return { key: 'channels.error.unknown' };
}

export function ChannelNotice({ channels, failing = [], retry }: Props) {
  const t = useText();
  const [sent, setSent] = useState<string[]>([]);
  const off = (channels ?? []).filter((c) => c.state === 'not configured');
  if (off.length === 0 && failing.length === 0) return null;
  const name = (channel: string) => textOr(`channels.${channel}`, channel);
  return (
    <ul className="channel-notice" aria-label={t('channels.label')}>
      {off.map((c) => (
        <li key={c.channel} className="note">
          <strong>
            {name(c.channel)}: {t('channels.notConfigured')}.
          </strong>{' '}
          {t('channels.set', { missing: (c.missing ?? []).join(t('channels.and')) })}
        </li>
      ))}
      {failing.map((f) => {
        const { key, status } = errorKey(f.lastError);
        return (
          <li key={f.channel} className="note channel-notice__failing">
            <strong>
              {name(f.channel)}: {t('channels.failing')}.
            </strong>{' '}
            {textOr(key, f.lastError, { status: status ?? '' })} {t('channels.stillStored')}{' '}
            <span className="muted">({f.lastError})</span>
            {retry && (
              <div className="channel-notice__actions">
                <button
                  type="button"
                  className="button"
                  disabled={sent.includes(f.channel)}
                  aria-label={t('channels.retryLabel', { channel: name(f.channel) })}
                  onClick={() => {
                    setSent((s) => [...s, f.channel]);
                    retry(f.channel).catch(() => setSent((s) => s.filter((c) => c !== f.channel)));
                  }}
                >
                  {t('channels.retry')}
                </button>
                {sent.includes(f.channel) && <span role="status">{t('channels.retrying')}</span>}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
