/** One month of a listing, Monday first: each night shaded by what keeps it (booked, imported, blocked). */
import type { OwnerBusy } from './calendar-api-types';
import { busyOn, collisionText, KIND_LABEL, monthName, monthWeeks } from './calendar-format';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const ORDER = ['booked', 'feed', 'block'] as const;

export function CalendarMonth({ month, busy, today }: { month: string; busy: OwnerBusy[]; today: string }) {
  const weeks = monthWeeks(month);
  return (
    <div className="cal-month">
      <table className="cal-grid">
        <caption className="visually-hidden">{monthName(month)}: busy nights</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d, i) => (
              <th key={d} scope="col">
                <abbr title={WEEKDAY_NAMES[i]}>{d.slice(0, 2)}</abbr>
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
                const names = [...new Set(on.map((b) => (b.kind === 'booked' ? `Booked: ${b.label}` : b.label)))].join(', ');
                return (
                  <td key={day} className={`cal-day${kind ? ` cal-day--${kind}` : ''}${day === today ? ' cal-day--today' : ''}`} title={names || undefined}>
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <span className="visually-hidden">
                      {Number(day.slice(8))}: {names || 'free'}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="cal-legend" aria-label="Legend">
        {ORDER.map((k) => (
          <li key={k}>
            <span className={`cal-swatch cal-day--${k}`} aria-hidden="true" /> {KIND_LABEL[k]}
          </li>
        ))}
      </ul>
      <h3 className="cal-sub">Busy this month</h3>
      {busy.length === 0 ? (
        <p className="muted">Every night is free.</p>
      ) : (
        <ul className="cal-busy">
          {busy.map((b) => (
            <li key={`${b.kind}-${b.id}-${b.from}`}>
              <span className={`cal-swatch cal-day--${b.kind}`} aria-hidden="true" /> {collisionText(b)}
              {b.kind === 'booked' ? <span className="muted"> ({KIND_LABEL.booked.toLowerCase()})</span> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
