/** The deposit (a percentage or a fixed amount, capped at the total) and when the balance is due, with what the guest will be asked. */
import { text, useText } from './i18n';
import { longDay } from './format';
import type { Figures, OfferForm } from './offer-form';
import { RateField } from './rate-field';
import { quoteMoney } from './request-estimate';

type Props = { id: string; form: OfferForm; set: (patch: Partial<OfferForm>) => void; figures: Figures; errors: Record<string, string> };

export function OfferDeposit({ id, form, set, figures, errors }: Props) {
  useText();
  const { total, deposit, capped, balanceDue, allNow } = figures;
  const c = form.currency;
  return (
    <fieldset className="offer-deposit stack">
      <legend>{text('offerEdit.deposit')}</legend>
      <div className="offer-choice">
        {(['percent', 'amount'] as const).map((kind) => (
          <div key={kind} className="rates-check">
            <input id={`${id}-dk-${kind}`} type="radio" name={`${id}-deposit-kind`} checked={form.depositKind === kind} onChange={() => set({ depositKind: kind })} />
            <label htmlFor={`${id}-dk-${kind}`}>{text(kind === 'percent' ? 'offerEdit.depositPercent' : 'offerEdit.depositAmount')}</label>
          </div>
        ))}
      </div>
      {form.depositKind === 'percent' ? (
        <RateField id={`${id}-percent`} label={text('offerEdit.percent')} inputMode="decimal" value={form.depositPercent} onValue={(depositPercent) => set({ depositPercent })} error={errors.deposit} />
      ) : (
        <RateField id={`${id}-fixed`} label={text('offerEdit.fixed')} inputMode="decimal" value={form.depositAmount} onValue={(depositAmount) => set({ depositAmount })} error={errors.deposit} />
      )}
      <RateField id={`${id}-days`} label={text('offerEdit.balanceDays')} inputMode="numeric" value={form.balanceDays} onValue={(balanceDays) => set({ balanceDays })} error={errors.balanceDays} />
      {total !== undefined && total > 0 && deposit !== undefined && (
        <div className="offer-summary">
          <p>
            <strong>{text('offerEdit.depositNow', { amount: quoteMoney(c, deposit) })}</strong>
          </p>
          {capped && <p className="offer-note">{text('offerEdit.capped')}</p>}
          {balanceDue ? (
            <p>{text('offerEdit.balanceBy', { amount: quoteMoney(c, total - deposit), day: longDay(balanceDue) })}</p>
          ) : (
            allNow && !capped && <p className="offer-note">{text(allNow === 'soon' ? 'offerEdit.allNowSoon' : 'offerEdit.allNowWhole')}</p>
          )}
        </div>
      )}
    </fieldset>
  );
}

