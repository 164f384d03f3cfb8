/** The receiver's estimate beside the guest's budget: "Budget USD 1,500 · Estimate USD 1,720", and its lines. */
import { count, language, text, useText } from './i18n';
import { storedDiscount } from '../server/pricing/line-label';
import type { QuoteSnapshot } from '../server/pricing/quote-snapshot';
import { money } from './format';


/** An amount in the currency's unit (cents for USD, AUD, EUR) as the inbox writes money. */
export const quoteMoney = (currency: string, amount: number) => money(currency, currency === 'IDR' ? amount : amount / 100);

export const minStayMissed = (quote: QuoteSnapshot | undefined): quote is QuoteSnapshot => Boolean(quote && quote.nights < quote.minStay);

/** A stored line in the owner's words: nights, discounts and cleaning from the catalogue; taxes as the owner typed them. */
export function ownerLabel(line: QuoteSnapshot['lines'][number], nights: number): string {
  if (line.kind === 'nights') return count('estimate.nights', nights);
  if (line.kind === 'cleaning') return text('estimate.cleaning');
  const discount = line.kind === 'discount' ? storedDiscount(line.label) : undefined;
  if (!discount) return line.label;
  const percent = new Intl.NumberFormat(language(), { maximumFractionDigits: 20, useGrouping: false }).format(discount.percent);
  return text(discount.period === 'weekly' ? 'estimate.weeklyDiscount' : 'estimate.monthlyDiscount', { percent });
}

/** The list card's money line. */
export function BudgetAndEstimate({ currency, amount, quote }: { currency: string; amount: number; quote?: QuoteSnapshot }) {
  useText();
  return (
    <>
      <span>
        {text('estimate.budget')} <span className="nowrap">{money(currency, amount)}</span>
      </span>
      {quote && (
        <>
          {' · '}
          <span>
            {text('estimate.estimate')} <span className="nowrap">{quoteMoney(quote.currency, quote.total)}</span>
          </span>
        </>
      )}
      {minStayMissed(quote) && (
        <>
          {' · '}
          <span className="flag">{text('estimate.minStay')}</span>
        </>
      )}
    </>
  );
}

/** The detail's estimate: each line, the total, and the minimum stay when the dates fall short of it. */
export function EstimateLines({ quote }: { quote: QuoteSnapshot }) {
  useText();
  return (
    <div className="estimate">
      <ul className="estimate__lines">
        {quote.lines.map((line, i) => (
          <li key={i}>
            <span>{ownerLabel(line, quote.nights)}</span> <span>{line.kind === 'tax' && line.amount === 0 ? text('estimate.included') : quoteMoney(quote.currency, line.amount)}</span>
          </li>
        ))}
        <li className="estimate__total">
          <span>{text('estimate.estimate')}</span> <strong>{quoteMoney(quote.currency, quote.total)}</strong>
        </li>
      </ul>
      {minStayMissed(quote) && <p className="flag">{text('estimate.minStayLong', { count: quote.minStay })}</p>}
    </div>
  );
}
