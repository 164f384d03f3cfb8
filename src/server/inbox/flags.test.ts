import { describe, expect, it } from 'vitest';
import { flagsOf as flagsFrom, relatedTo } from './flags';

const flagsOf = (subject: Parameters<typeof relatedTo>[0], others: Parameters<typeof relatedTo>[1]) => flagsFrom(relatedTo(subject, others));

const stay = (id: string, over: Partial<Parameters<typeof relatedTo>[0]> = {}) => ({
  id,
  name: `Guest ${id}`,
  email: `${id}@example.com`,
  whatsapp: `+6281${id.charCodeAt(0)}000000`,
  checkIn: '2026-12-10',
  checkOut: '2026-12-14',
  listing: 'villa-a',
  status: 'new' as const,
  ...over,
});

describe('inbox flags', () => {
  it('flags overlapping open requests for the same listing only', () => {
    const a = stay('a');
    expect(flagsOf(a, [a, stay('b', { checkIn: '2026-12-13', checkOut: '2026-12-20' })])).toEqual({ datesOverlap: true, possibleDuplicate: false });
    expect(flagsOf(a, [stay('b', { listing: 'villa-b' })]).datesOverlap).toBe(false);
    expect(flagsOf(a, [stay('b', { status: 'archived' })]).datesOverlap).toBe(false);
    expect(flagsOf(a, [stay('b', { status: 'replied' })]).datesOverlap).toBe(true);
  });
  it('never links spam to a guest: a bot using their address and dates flags nothing, either way', () => {
    const guest = stay('a');
    const bot = stay('b', { email: guest.email, whatsapp: guest.whatsapp, status: 'spam' as never });
    expect(flagsOf(guest, [bot])).toEqual({ datesOverlap: false, possibleDuplicate: false });
    expect(flagsOf(bot, [guest])).toEqual({ datesOverlap: false, possibleDuplicate: false });
    expect(flagsOf(guest, [stay('c', { email: guest.email })])).toEqual({ datesOverlap: true, possibleDuplicate: true });
  });
  it('treats check-out on the other check-in day as no overlap', () => {
    expect(flagsOf(stay('a'), [stay('b', { checkIn: '2026-12-14', checkOut: '2026-12-16' })]).datesOverlap).toBe(false);
  });
  it('treats two requests without a listing as the same place', () => {
    expect(flagsOf(stay('a', { listing: null }), [stay('b', { listing: undefined })]).datesOverlap).toBe(true);
  });
  it('flags the same e-mail in any case or the same WhatsApp with overlapping dates as a possible duplicate', () => {
    const a = stay('a');
    expect(flagsOf(a, [stay('b', { email: 'A@Example.com', listing: 'villa-b' })]).possibleDuplicate).toBe(true);
    expect(flagsOf(a, [stay('b', { whatsapp: a.whatsapp, listing: 'villa-b', status: 'archived' })]).possibleDuplicate).toBe(true);
    expect(flagsOf(a, [stay('b', { email: a.email, checkIn: '2027-01-01', checkOut: '2027-01-03' })]).possibleDuplicate).toBe(false);
    expect(relatedTo(a, [stay('b', { email: a.email }), stay('c'), stay('d', { listing: 'x' })]).map((r) => [r.id, r.duplicate, r.overlap])).toEqual([
      ['b', true, true],
      ['c', false, true],
    ]);
  });
});
