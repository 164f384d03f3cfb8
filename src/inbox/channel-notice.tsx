/** Says which notification channels the receiver's options name but leave unset: requests still arrive here. */
import type { ChannelState } from './inbox-api-types';

const TEXT = {
  email: 'E-mail notifications',
  webhook: 'Webhook notifications',
  push: 'Push alerts',
  notConfigured: 'not configured',
  set: (missing: string) => `Set ${missing}. Requests are still stored and shown here.`,
};

export function ChannelNotice({ channels }: { channels?: ChannelState[] }) {
  const off = (channels ?? []).filter((c) => c.state === 'not configured');
  if (off.length === 0) return null;
  return (
    <ul className="channel-notice" aria-label="Notifications">
      {off.map((c) => (
        <li key={c.channel} className="note">
          <strong>
            {TEXT[c.channel]}: {TEXT.notConfigured}.
          </strong>{' '}
          {TEXT.set((c.missing ?? []).join(' and '))}
        </li>
      ))}
    </ul>
  );
}
