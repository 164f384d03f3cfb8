/** Says which notification channels the receiver's options name but leave unset: requests still arrive here. */
import { useText } from './i18n';
import type { ChannelState } from './inbox-api-types';


export function ChannelNotice({ channels }: { channels?: ChannelState[] }) {
  const t = useText();
  const off = (channels ?? []).filter((c) => c.state === 'not configured');
  if (off.length === 0) return null;
  return (
    <ul className="channel-notice" aria-label={t('channels.label')}>
      {off.map((c) => (
        <li key={c.channel} className="note">
          <strong>
            {t(`channels.${c.channel}`)}: {t('channels.notConfigured')}.
          </strong>{' '}
          {t('channels.set', { missing: (c.missing ?? []).join(t('channels.and')) })}
        </li>
      ))}
    </ul>
  );
}
