/** The notifications sent for a request (e-mail, webhook), with a Retry for a failed one. */
import { useId } from 'react';
import { when } from './format';
import type { Delivery } from './inbox-api-types';

const CHANNEL: Record<string, string> = { email: 'E-mail', webhook: 'Webhook', push: 'Push alert', acknowledgement: 'Note to the guest' };
const STATE: Record<string, string> = { pending: 'Waiting to send', delivered: 'Delivered', failed: 'Failed' };

export function Deliveries({ deliveries, retry }: { deliveries: Delivery[]; retry: (id: string) => void }) {
  const id = useId();
  return (
    <section className="deliveries" aria-labelledby={id}>
      <h2 id={id}>Notifications</h2>
      {deliveries.length === 0 ? (
        <p className="muted">None were sent for this request.</p>
      ) : (
        <ul className="card">
          {deliveries.map((d) => (
            <li key={d.id} className={`delivery delivery--${d.state}`}>
              <div>
                <strong>{CHANNEL[d.channel] ?? d.channel}</strong>: {STATE[d.state] ?? d.state}
                <span className="muted">
                  {' '}
                  · {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'} · <time dateTime={d.updatedAt}>{when(d.updatedAt)}</time>
                </span>
                {d.lastError && <p className="muted wrap">{d.lastError}</p>}
              </div>
              {d.state === 'failed' && (
                <button type="button" className="button" onClick={() => retry(d.id)} aria-label={`Retry ${CHANNEL[d.channel] ?? d.channel}`}>
                  Retry
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
