/**
 * The two hints of the inbox, decided on the stored fields alone:
 * - "Dates overlap": another open (new or replied) request for the same listing shares at least one night;
 * - "Possible duplicate": another request with the same e-mail (any case) or WhatsApp shares a night.
 * Stays are half-open [check-in, check-out): a check-out on the other's check-in day is no overlap.
 */
import type { Flags, InboxRequest, Related } from '../../inbox/inbox-api-types';

type Stay = Pick<InboxRequest, 'id' | 'name' | 'email' | 'whatsapp' | 'checkIn' | 'checkOut' | 'listing' | 'status'>;

export const nightsOverlap = (a: Stay, b: Stay) => a.checkIn < b.checkOut && b.checkIn < a.checkOut;
const sameGuest = (a: Stay, b: Stay) => a.email.toLowerCase() === b.email.toLowerCase() || a.whatsapp === b.whatsapp;
const sameListing = (a: Stay, b: Stay) => (a.listing ?? null) === (b.listing ?? null);

/** What links `subject` to each of `others` (itself and unrelated ones are skipped). */
export function relatedTo(subject: Stay, others: Iterable<Stay>): Related[] {
  const found: Related[] = [];
  for (const other of others) {
    // Spam is nobody's duplicate and takes no nights: a bot reusing a guest's address flags nothing.
    if (other.id === subject.id || other.status === 'spam' || subject.status === 'spam' || !nightsOverlap(subject, other)) continue;
    const duplicate = sameGuest(subject, other);
    const overlap = sameListing(subject, other) && other.status !== 'archived';
    if (duplicate || overlap) {
      found.push({ id: other.id, name: other.name, checkIn: other.checkIn, checkOut: other.checkOut, duplicate, overlap });
    }
  }
  return found;
}

/** The flags of a request from what is related to it. */
export const flagsOf = (related: readonly Related[]): Flags => ({
  datesOverlap: related.some((r) => r.overlap),
  possibleDuplicate: related.some((r) => r.duplicate),
});
