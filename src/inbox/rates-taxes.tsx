/** Up to three tax or service lines, in the order they are charged. */
import { text, useText } from './i18n';
import { RateCheck, RateField } from './rate-field';
import { emptyTax, type TaxDraft } from './rates-draft';


type Props = { id: string; taxes: TaxDraft[]; onTaxes: (taxes: TaxDraft[]) => void; errors: Record<string, string> };

export function RatesTaxes({ id, taxes, onTaxes, errors }: Props) {
  useText();
  const change = (i: number, patch: Partial<TaxDraft>) => onTaxes(taxes.map((t, j) => (j === i ? { ...t, ...patch } : t)));
  return (
    <section className="card stack" aria-labelledby={`${id}-taxes`}>
      <h2 id={`${id}-taxes`}>{text('ratesTaxes.heading')}</h2>
      <p className="muted">{text('ratesTaxes.intro')}</p>
      {errors.taxes && <p className="error">{errors.taxes}</p>}
      {taxes.map((t, i) => {
        const f = (field: string) => `${id}-t${i}-${field}`;
        return (
          <fieldset key={i} className="rates-season stack">
            <legend>{t.label.trim() || `Line ${i + 1}`}</legend>
            <RateField id={f('label')} label={text('ratesTaxes.label')} maxLength={40} value={t.label} onValue={(label) => change(i, { label })} error={errors[`taxes.${i}.label`]} />
            <RateField id={f('percent')} label={text('ratesTaxes.percent')} inputMode="decimal" value={t.percent} onValue={(percent) => change(i, { percent })} error={errors[`taxes.${i}.percent`]} />
            <RateCheck id={f('cleaning')} label={text('ratesTaxes.onCleaning')} checked={t.onCleaning} onChecked={(onCleaning) => change(i, { onCleaning })} />
            <RateCheck id={f('compound')} label={text('ratesTaxes.compound')} checked={t.compound} onChecked={(compound) => change(i, { compound })} />
            <RateCheck id={f('included')} label={text('ratesTaxes.included')} checked={t.included} onChecked={(included) => change(i, { included })} />
            <button type="button" className="button button--quiet" onClick={() => onTaxes(taxes.filter((_, j) => j !== i))}>
              {text('ratesTaxes.remove')}
              <span className="visually-hidden"> {t.label || `line ${i + 1}`}</span>
            </button>
          </fieldset>
        );
      })}
      {taxes.length < 3 && (
        <button type="button" className="button" onClick={() => onTaxes([...taxes, emptyTax()])}>
          {text('ratesTaxes.add')}
        </button>
      )}
    </section>
  );
}
