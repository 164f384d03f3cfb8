/** Says that the list on screen is the one kept from the last visit, read-only until the network is back. */
import { useEffect } from 'react';
import { when } from './format';
import { useOfflineSince } from './offline';

export function OfflineBanner() {
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
          <strong>Offline.</strong> This is the list as it was at {when(since)}. It is read-only until the connection is back.
        </p>
      )}
    </div>
  );
}
