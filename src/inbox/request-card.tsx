/** One request in the list. The name is the link; the whole card is its target. */
import type { ListItem } from './inbox-api-types';
import { FlagList } from './flag-list';
import { GuestName } from './guest-name';
import { SpamNote } from './spam-actions';
import { BudgetAndEstimate } from './request-estimate';
import { ago, nights, nightsText, purposeLabel, stayRange, statusLabel, when } from './format';
import { useText } from './i18n';

type Props = { request: ListItem; href: string; open: () => void };

export function RequestCard({ request: r, href, open }: Props) {
  const t = useText();
  return (
    <article className={`req req--${r.status}`}>
      <div className="req__top">
        <h2 className="req__name">
          <a
            href={href}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              open();
            }}
          >
            <GuestName name={r.name} />
          </a>
        </h2>
        <span className={`status status--${r.status}`}>{statusLabel(r.status)}</span>
      </div>
      <p className="req__stay">
        <strong>{stayRange(r.checkIn, r.checkOut)}</strong> · {nightsText(nights(r.checkIn, r.checkOut))}
      </p>
      <p className="req__line">
        <BudgetAndEstimate currency={r.budgetCurrency} amount={r.budgetAmount} quote={r.quote} /> · <span>{r.travelType.map((tag) => purposeLabel(tag)).join(', ')}</span>
      </p>
      <p className="req__meta muted">
        <span>{r.listing || t('card.noListing')}</span> ·{' '}
        <time dateTime={r.createdAt} title={when(r.createdAt)}>
          {ago(r.createdAt, Date.now())}
        </time>
      </p>
      <FlagList flags={r.flags} />
      {r.status === 'spam' && <SpamNote request={r} brief />}
    </article>
  );
}
