/** An offer version as the owner's API and the guest's page read it, its state computed at read time. */
import type { OfferDraft, OfferLine } from './offer-draft';
import type { OffersTable, OfferState } from './offers-schema';

/** The stored draft's figures and terms, with what the version is and where it stands. */
export type OfferView = OfferDraft & {
  id: string;
  requestId: string;
  version: number;
  listing: string;
  state: OfferState;
  checkIn: string;
  checkOut: string;
  locale: string;
  createdAt: string;
  accepted?: { at: string; termsVersion: string; locale: string; adults: number; children: number; arrivalTime?: string };
  paid?: { at: string; by: string };
  endedAt?: string;
};

/** Open and accepted offers past their expiry are expired, whether or not the sweeper has written it yet. */
export function stateAt(row: Pick<OffersTable, 'state' | 'expires_at'>, now: Date): OfferState {
  const live = row.state === 'open' || row.state === 'accepted';
  return live && row.expires_at <= now.toISOString() ? 'expired' : row.state;
}

/** Open or accepted, and not yet past its expiry: the only offers that hold nights or take payments. */
export const isLive = (state: OfferState) => state === 'open' || state === 'accepted';

export function offerView(row: OffersTable, now: Date): OfferView {
  return {
    id: row.id,
    requestId: row.booking_id,
    version: Number(row.version),
    listing: row.listing,
    state: stateAt(row, now),
    checkIn: row.check_in,
    checkOut: row.check_out,
    currency: row.currency,
    lines: JSON.parse(row.lines) as OfferLine[],
    total: Number(row.total),
    deposit: Number(row.deposit),
    ...(row.deposit_note && { depositNote: row.deposit_note }),
    ...(row.balance_due && { balanceDue: row.balance_due }),
    expiresAt: row.expires_at,
    hold: Boolean(Number(row.hold)),
    terms: row.terms,
    termsVersion: row.terms_version,
    locale: row.locale,
    createdAt: row.created_at,
    ...(row.accepted_at && {
      accepted: {
        at: row.accepted_at, termsVersion: row.accepted_terms ?? '', locale: row.accepted_locale ?? row.locale,
        adults: Number(row.adults ?? 0), children: Number(row.children ?? 0), ...(row.arrival_time && { arrivalTime: row.arrival_time }),
      },
    }),
    ...(row.paid_at && { paid: { at: row.paid_at, by: row.paid_by ?? '' } }),
    ...(row.ended_at && { endedAt: row.ended_at }),
  };
}
