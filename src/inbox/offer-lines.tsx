/** The offer's lines: a description and an amount each (negative for a discount), up to 20, and the live total. */
import { text, useText } from './i18n';
import { MAX_LINES, type LineForm } from './offer-form';
import { RateField } from './rate-field';
import { quoteMoney } from './request-estimate';

type Props = {
  id: string;
  currency: string;
  lines: LineForm[];
  onLines: (lines: LineForm[]) => void;
  total: number | undefined;
  errors: Record<string, string>;
};

export function OfferLines({ id, currency, lines, onLines, total, errors }: Props) {
  useText();
  const change = (i: number, patch: Partial<LineForm>) => onLines(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const totalError = errors.total ?? errors.lines;
  // After a line is added or removed the keyboard lands in a line's description, never on a button a second
  // key would press again.
  const focusLine = (n: number) => requestAnimationFrame(() => document.getElementById(`${id}-l${n}-label`)?.focus());
  const add = () => {
    onLines([...lines, { label: '', amount: '' }]);
    focusLine(lines.length);
  };
  const remove = (i: number) => {
    onLines(lines.filter((_, j) => j !== i));
    focusLine(Math.min(i, lines.length - 2));
  };
  return (
    <fieldset className="offer-lines">
      <legend>{text('offerEdit.lines')}</legend>
      <ol className="offer-lines__list">
        {lines.map((line, i) => {
          const f = (field: string) => `${id}-l${i}-${field}`;
          return (
            <li key={i}>
              <fieldset className="offer-line">
                <legend className="offer-line__n">{text('offerEdit.line', { n: i + 1 })}</legend>
                <RateField id={f('label')} label={text('offerEdit.label')} maxLength={120} value={line.label} onValue={(label) => change(i, { label })} error={errors[`lines.${i}.label`]} />
                <RateField id={f('amount')} label={text('offerEdit.amount')} inputMode="text" autoComplete="off" value={line.amount} onValue={(amount) => change(i, { amount })} error={errors[`lines.${i}.amount`]} className="input offer-line__amount" />
                {lines.length > 1 && (
                  <button type="button" className="button button--quiet offer-line__remove" onClick={() => remove(i)}>
                    {text('offerEdit.removeLine')}
                    <span className="visually-hidden"> {text('offerEdit.line', { n: i + 1 })}</span>
                  </button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {lines.length < MAX_LINES ? (
        <button type="button" className="button" onClick={add}>
          {text('offerEdit.addLine')}
        </button>
      ) : (
        <p className="muted note">{text('offerEdit.linesFull')}</p>
      )}
      <p className="offer-total">
        <span>{text('offerEdit.total')}</span>{' '}
        {total === undefined ? <span className="muted">{text('offerEdit.totalUnread')}</span> : <strong>{quoteMoney(currency, total)}</strong>}
      </p>
      {totalError && (
        <p id={`${id}-total-error`} className="error">
          {totalError}
        </p>
      )}
    </fieldset>
  );
}
