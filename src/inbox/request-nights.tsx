/** On a request: "Nights free", or what its nights collide with ("Airbnb: 12–14 Mar", "Booked: Ji-woo Park"). */
import { useEffect, useMemo, useState } from 'react';
import type { OwnerBusy } from './calendar-api-types';
import { createCalendarClient } from './calendar-client';
import { collisionText } from './calendar-format';
import { useText } from './i18n';

export function RequestNights({ base, id, status }: { base: string; id: string; status: string }) {
  const t = useText();
  const client = useMemo(() => createCalendarClient(base), [base]);
  const [collisions, setCollisions] = useState<OwnerBusy[]>();
  useEffect(() => {
    let live = true;
    // Without calendars (or offline) the line is left out: it is a hint, never a blocker.
    client.collisions(id).then(
      (answer) => live && setCollisions(answer.collisions),
      () => live && setCollisions(undefined),
    );
    return () => {
      live = false;
    };
  }, [client, id, status]);
  if (!collisions) return null;
  if (collisions.length === 0) return <p className="nights nights--free">{t('nights.free')}</p>;
  return (
    <div className="nights nights--taken">
      <p>
        <strong>{t('nights.taken')}</strong>
      </p>
      <ul>
        {collisions.map((c) => (
          <li key={`${c.kind}-${c.id}-${c.from}`}>{collisionText(c)}</li>
        ))}
      </ul>
    </div>
  );
}
