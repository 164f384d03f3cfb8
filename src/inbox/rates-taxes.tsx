/** Up to three tax or service lines, in the order they are charged. */
import { RateCheck, RateField } from './rate-field';
import { emptyTax, type TaxDraft } from './rates-draft';

const TEXT = {
  heading: 'Taxes and service',
  intro: 'Charged in this order on the nights after any discount. Bali\'s 10% service then 10% PBJT on top is 21%: tick "on top of the lines before" for the PBJT.',
  label: 'Name shown to guests',
  percent: 'Percentage',
  onCleaning: 'Also on the cleaning fee',
  compound: 'On top of the lines before',
  included: 'Already included in my prices',
  add: 'Add a tax or service line',
  remove: 'Remove',
};

type Props = { id: string; taxes: TaxDraft[]; onTaxes: (taxes: TaxDraft[]) => void; errors: Record<string, string> };

export function RatesTaxes({ id, taxes, onTaxes, errors }: Props) {
  const change = (i: number, patch: Partial<TaxDraft>) => onTaxes(taxes.map((t, j) => (j === i ? { ...t, ...patch } : t)));
  return (
    <section className="card stack" aria-labelledby={`${id}-taxes`}>
      <h2 id={`${id}-taxes`}>{TEXT.heading}</h2>
      <p className="muted">{TEXT.intro}</p>
      {errors.taxes && <p className="error">{errors.taxes}</p>}
      {taxes.map((t, i) => {
        const f = (field: string) => `${id}-t${i}-${field}`;
        return (
          <fieldset key={i} className="rates-season stack">
            <legend>{t.label.trim() || `Line ${i + 1}`}</legend>
            <RateField id={f('label')} label={TEXT.label} maxLength={40} value={t.label} onValue={(label) => change(i, { label })} error={errors[`taxes.${i}.label`]} />
            <RateField id={f('percent')} label={TEXT.percent} inputMode="decimal" value={t.percent} onValue={(percent) => change(i, { percent })} error={errors[`taxes.${i}.percent`]} />
            <RateCheck id={f('cleaning')} label={TEXT.onCleaning} checked={t.onCleaning} onChecked={(onCleaning) => change(i, { onCleaning })} />
            <RateCheck id={f('compound')} label={TEXT.compound} checked={t.compound} onChecked={(compound) => change(i, { compound })} />
            <RateCheck id={f('included')} label={TEXT.included} checked={t.included} onChecked={(included) => change(i, { included })} />
            <button type="button" className="button button--quiet" onClick={() => onTaxes(taxes.filter((_, j) => j !== i))}>
              {TEXT.remove}
              <span className="visually-hidden"> {t.label || `line ${i + 1}`}</span>
            </button>
          </fieldset>
        );
      })}
      {taxes.length < 3 && (
        <button type="button" className="button" onClick={() => onTaxes([...taxes, emptyTax()])}>
          {TEXT.add}
        </button>
      )}
    </section>
  );
}
