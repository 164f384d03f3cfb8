/** The seasons of a rate card: each a card of its own on a phone, added and removed by touch. */
import { RateCheck, RateField } from './rate-field';
import { emptySeason, type SeasonDraft } from './rates-draft';

const TEXT = {
  heading: 'Seasons',
  intro: 'A season sets the price of its nights. A season inside another (Christmas inside high season) wins for its nights; seasons may not partly overlap.',
  none: 'No seasons: every night costs the base rate.',
  name: 'Name',
  from: 'First night',
  to: 'Ends on (check-out day)',
  nightly: 'Nightly rate',
  weekend: 'Weekend nightly rate (optional)',
  minStay: 'Minimum stay, nights (optional)',
  minStayHint: 'Applies when check-in falls in this season.',
  repeats: 'Repeats every year',
  add: 'Add a season',
  remove: 'Remove season',
  full: 'A card holds at most 100 seasons.',
};

type Props = { id: string; seasons: SeasonDraft[]; onSeasons: (seasons: SeasonDraft[]) => void; errors: Record<string, string> };

export function RatesSeasons({ id, seasons, onSeasons, errors }: Props) {
  const change = (i: number, patch: Partial<SeasonDraft>) => onSeasons(seasons.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <section className="card stack" aria-labelledby={`${id}-seasons`}>
      <h2 id={`${id}-seasons`}>{TEXT.heading}</h2>
      <p className="muted">{TEXT.intro}</p>
      {errors.seasons && <p className="error">{errors.seasons}</p>}
      {seasons.length === 0 && <p className="muted">{TEXT.none}</p>}
      {seasons.map((s, i) => {
        const f = (field: string) => `${id}-s${i}-${field}`;
        const e = (field: string) => errors[`seasons.${i}.${field}`];
        return (
          <fieldset key={i} className="rates-season stack">
            <legend>{s.name.trim() || `Season ${i + 1}`}</legend>
            <RateField id={f('name')} label={TEXT.name} value={s.name} maxLength={40} onValue={(name) => change(i, { name })} error={e('name')} />
            <div className="cal-dates">
              <RateField id={f('from')} label={TEXT.from} type="date" value={s.from} onValue={(from) => change(i, { from })} error={e('from')} />
              <RateField id={f('to')} label={TEXT.to} type="date" min={s.from || undefined} value={s.to} onValue={(to) => change(i, { to })} error={e('to')} />
            </div>
            <RateField id={f('nightly')} label={TEXT.nightly} inputMode="decimal" value={s.nightly} onValue={(nightly) => change(i, { nightly })} error={e('nightly')} />
            <RateField id={f('weekend')} label={TEXT.weekend} inputMode="decimal" value={s.weekendNightly} onValue={(weekendNightly) => change(i, { weekendNightly })} error={e('weekendNightly')} />
            <RateField id={f('min')} label={TEXT.minStay} hint={TEXT.minStayHint} inputMode="numeric" value={s.minStay} onValue={(minStay) => change(i, { minStay })} error={e('minStay')} />
            <RateCheck id={f('repeats')} label={TEXT.repeats} checked={s.repeats} onChecked={(repeats) => change(i, { repeats })} />
            <button type="button" className="button button--quiet" onClick={() => onSeasons(seasons.filter((_, j) => j !== i))}>
              {TEXT.remove}
              <span className="visually-hidden"> {s.name || i + 1}</span>
            </button>
          </fieldset>
        );
      })}
      {seasons.length < 100 ? (
        <button type="button" className="button" onClick={() => onSeasons([...seasons, emptySeason()])}>
          {TEXT.add}
        </button>
      ) : (
        <p className="muted">{TEXT.full}</p>
      )}
    </section>
  );
}
