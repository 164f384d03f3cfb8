/** The receiver's estimate beside the guest's budget: "Budget USD 1,500 · Estimate USD 1,720", and its lines. */
import { language, text, useText } from './i18n';
import { estimateLabel } from '../server/pricing/line-label';
import type { QuoteSnapshot } from '../server/pricing/quote-snapshot';
import { money } from './format';


/** An amount in the currency's unit (cents for USD, AUD, EUR) as the inbox writes money. */
export const quoteMoney = (currency: string, amount: number) => money(currency, currency === 'IDR' ? amount : amount / 100);

export const minStayMissed = (quote: QuoteSnapshot | undefined): quote is QuoteSnapshot => Boolean(quote && quote.nights < quote.minStay);

/** A stored line in the owner's language (the words the guest side uses); taxes as the owner typed them. */
export const ownerLabel = (line: QuoteSnapshot['lines'][number], nights: number): string => estimateLabel(line, nights, language());

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
