/**
 * The requests that share nights with this one: the same guest first, then the same listing. Each list
 * shows five, then "and N more", which shows the rest (a guest who sent forty requests keeps the page short).
 */
import { useEffect, useRef, useState } from 'react';
import { stayRange } from './format';
import { GuestName } from './guest-name';
import { useText } from './i18n';
import type { Related } from './inbox-api-types';
import { hrefOf, type Route } from './use-route';

const SHOWN = 5;

type Props = { related: Related[]; base: string; go: (route: Route) => void };

export function RelatedList({ related, base, go }: Props) {
  const t = useText();
  return (
    <>
      <RelatedGroup label={t('related.sameGuest')} items={related.filter((r) => r.duplicate)} base={base} go={go} />
      <RelatedGroup label={t('related.sameListing')} items={related.filter((r) => !r.duplicate)} base={base} go={go} />
    </>
  );
}

function RelatedGroup({ label, items, base, go }: Omit<Props, 'related'> & { label: string; items: Related[] }) {
  const t = useText();
  const [all, setAll] = useState(false);
  const firstMore = useRef<HTMLAnchorElement>(null);
  // The button is gone once pressed: the focus goes on to the first request it showed.
  useEffect(() => {
    if (all) firstMore.current?.focus();
  }, [all]);
  if (items.length === 0) return null;
  const shown = all ? items : items.slice(0, SHOWN);
  return (
    <ul className="related">
      {shown.map((other, i) => (
        <li key={other.id}>
          {label}:{' '}
          <a
            ref={i === SHOWN ? firstMore : undefined}
            href={hrefOf(base, { view: 'request', id: other.id })}
            onClick={(event) => {
              event.preventDefault();
              go({ view: 'request', id: other.id });
            }}
          >
            <GuestName name={other.name} />
          </a>{' '}
          <span className="muted">({stayRange(other.checkIn, other.checkOut)})</span>
        </li>
      ))}
      {shown.length < items.length && (
        <li className="related__more">
          <button type="button" className="text-button" onClick={() => setAll(true)}>
            {t('related.more', { count: items.length - shown.length })}
          </button>
        </li>
      )}
    </ul>
  );
}
