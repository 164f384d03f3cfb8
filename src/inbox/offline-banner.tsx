/** Says that the list on screen is the one kept from the last visit, read-only until the network is back. */
import { useEffect } from 'react';
import { when } from './format';
import { useText } from './i18n';
import { useOfflineSince } from './offline';

export function OfflineBanner() {
  const t = useText();
  const since = useOfflineSince();
  // Read-only: the page marks itself, and the stylesheet hides what would need the server.
  useEffect(() => {
    if (since) document.documentElement.dataset.offline = 'true';
    else delete document.documentElement.dataset.offline;
  }, [since]);
  return (
    <div role="status" className="offline-slot">
      {since && (
        <p className="offline">
          <strong>{t('offline.title')}</strong> {t('offline.text', { time: when(since) })}
        </p>
      )}
    </div>
  );
}
