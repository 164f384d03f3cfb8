/** The seasons of a rate card: each a card of its own on a phone, added and removed by touch. */
import { text, useText } from './i18n';
import { RateCheck, RateField } from './rate-field';
import { emptySeason, type SeasonDraft } from './rates-draft';


type Props = { id: string; seasons: SeasonDraft[]; onSeasons: (seasons: SeasonDraft[]) => void; errors: Record<string, string> };

export function RatesSeasons({ id, seasons, onSeasons, errors }: Props) {
  useText();
  const change = (i: number, patch: Partial<SeasonDraft>) => onSeasons(seasons.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <section className="card stack" aria-labelledby={`${id}-seasons`}>
      <h2 id={`${id}-seasons`}>{text('ratesSeasons.heading')}</h2>
      <p className="muted">{text('ratesSeasons.intro')}</p>
      {errors.seasons && <p className="error">{errors.seasons}</p>}
      {seasons.length === 0 && <p className="muted">{text('ratesSeasons.none')}</p>}
      {seasons.map((s, i) => {
        const f = (field: string) => `${id}-s${i}-${field}`;
        const e = (field: string) => errors[`seasons.${i}.${field}`];
        return (
          <fieldset key={i} className="rates-season stack">
            <legend>{s.name.trim() || `Season ${i + 1}`}</legend>
            <RateField id={f('name')} label={text('ratesSeasons.name')} value={s.name} maxLength={40} onValue={(name) => change(i, { name })} error={e('name')} />
            <div className="cal-dates">
              <RateField id={f('from')} label={text('ratesSeasons.from')} type="date" value={s.from} onValue={(from) => change(i, { from })} error={e('from')} />
              <RateField id={f('to')} label={text('ratesSeasons.to')} type="date" min={s.from || undefined} value={s.to} onValue={(to) => change(i, { to })} error={e('to')} />
            </div>
            <RateField id={f('nightly')} label={text('ratesSeasons.nightly')} inputMode="decimal" value={s.nightly} onValue={(nightly) => change(i, { nightly })} error={e('nightly')} />
            <RateField id={f('weekend')} label={text('ratesSeasons.weekend')} inputMode="decimal" value={s.weekendNightly} onValue={(weekendNightly) => change(i, { weekendNightly })} error={e('weekendNightly')} />
            <RateField id={f('min')} label={text('ratesSeasons.minStay')} hint={text('ratesSeasons.minStayHint')} inputMode="numeric" value={s.minStay} onValue={(minStay) => change(i, { minStay })} error={e('minStay')} />
            <RateCheck id={f('repeats')} label={text('ratesSeasons.repeats')} checked={s.repeats} onChecked={(repeats) => change(i, { repeats })} />
            <button type="button" className="button button--quiet" onClick={() => onSeasons(seasons.filter((_, j) => j !== i))}>
              {text('ratesSeasons.remove')}
              <span className="visually-hidden"> {s.name || i + 1}</span>
            </button>
          </fieldset>
        );
      })}
      {seasons.length < 100 ? (
        <button type="button" className="button" onClick={() => onSeasons([...seasons, emptySeason()])}>
          {text('ratesSeasons.add')}
        </button>
      ) : (
        <p className="muted">{text('ratesSeasons.full')}</p>
      )}
    </section>
  );
}
