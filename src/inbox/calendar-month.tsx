/** One month of a listing, Monday first: each night shaded by what keeps it (booked, imported, blocked). */
import type { OwnerBusy } from './calendar-api-types';
import { busyOn, collisionText, kindLabel, monthName, monthWeeks, weekdays } from './calendar-format';
import { useText } from './i18n';

const ORDER = ['booked', 'feed', 'block'] as const;

export function CalendarMonth({ month, busy, today }: { month: string; busy: OwnerBusy[]; today: string }) {
  const t = useText();
  const weeks = monthWeeks(month);
  return (
    <div className="cal-month">
      <table className="cal-grid">
        <caption className="visually-hidden">{t('cal.caption', { month: monthName(month) })}</caption>
        <thead>
          <tr>
            {weekdays().map((d) => (
              <th key={d.long} scope="col">
                <abbr title={d.long}>{d.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, i) => {
                if (!day) return <td key={i} className="cal-day cal-day--pad" />;
                const on = busyOn(busy, day);
                const kind = ORDER.find((k) => on.some((b) => b.kind === k));
                const names = [...new Set(on.map((b) => (b.kind === 'booked' ? t('cal.bookedName', { name: b.label }) : b.label)))].join(', ');
                return (
                  <td key={day} className={`cal-day${kind ? ` cal-day--${kind}` : ''}${day === today ? ' cal-day--today' : ''}`} title={names || undefined}>
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span className="visually-hidden">
                      {Number(day.slice(8))}: {names || t('cal.free')}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="cal-legend" aria-label={t('cal.legend')}>
        {ORDER.map((k) => (
          <li key={k}>
            <span className={`cal-swatch cal-day--${k}`} aria-hidden="true" /> {kindLabel(k)}
          </li>
        ))}
      </ul>
      <h3 className="cal-sub">{t('cal.busyTitle')}</h3>
      {busy.length === 0 ? (
        <p className="muted">{t('cal.allFree')}</p>
      ) : (
        <ul className="cal-busy">
          {busy.map((b) => (
            <li key={`${b.kind}-${b.id}-${b.from}`}>
              <span className={`cal-swatch cal-day--${b.kind}`} aria-hidden="true" /> {collisionText(b)}
              {b.kind === 'booked' ? <span className="muted"> ({t('cal.bookedLower')})</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
