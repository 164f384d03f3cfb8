/** The inbox's rates calls on SQLite and PostgreSQL: a card saved whole or not at all, fields named, CSV imported. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/postgres';
import { addDays } from '../calendar/nights';
import { createBookingReceiver, type BookingReceiver } from '../receiver';
import { ratesApi } from './rates-api';

const today = new Date().toISOString().slice(0, 10);
const CARD = { currency: 'IDR', nightly: 3_500_000, seasons: [{ name: 'High', from: '2027-07-01', to: '2027-09-01', nightly: 5_000_000 }] };

describe.each(['sqlite', 'postgres'] as const)('inbox rates on %s', (dialect) => {
  let dir: string;
  let pg: TestDatabase | undefined;
  let receiver: BookingReceiver;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bali-inbox-rates-'));
    pg = dialect === 'postgres' ? await createTestDatabase() : undefined;
    receiver = createBookingReceiver({ database: pg?.url ?? join(dir, 'b.sqlite'), rateLimitPerMinute: 0, spamShield: false });
  });
  afterEach(async () => {
    await receiver.close();
    await pg?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const call = async (method: string, rest: string, body?: string) => {
    const store = (await receiver.store())!;
    const response = await ratesApi(new Request(`https://villa.example/admin/api/rates${rest}`, { method, body }), rest.split('?')[0]!, { store, now: () => new Date(), listings: async () => ['villa-lain'] });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  it('saves a card whole, and refuses a bad one naming each field with nothing saved', async () => {
    expect((await call('GET', '?listing=villa-samudra')).body).toEqual({ listing: 'villa-samudra', listings: ['', 'villa-lain', 'villa-samudra'] });
    const saved = await call('POST', '?listing=villa-samudra', JSON.stringify(CARD));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, card: { nightly: 3_500_000, weekendNights: [5, 6] } });

    const refused = await call('POST', '?listing=villa-samudra', JSON.stringify({ ...CARD, nightly: -5, seasons: [...CARD.seasons, { name: 'Surf', from: '2027-08-15', to: '2027-10-01', nightly: 1 }], taxes: [{ label: 'PBJT', percent: 10.123 }] }));
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['nightly', 'taxes.0.percent']);
    const overlap = await call('POST', '?listing=villa-samudra', JSON.stringify({ ...CARD, seasons: [...CARD.seasons, { name: 'Surf', from: '2027-08-15', to: '2027-10-01', nightly: 1 }] }));
    expect(overlap.body.errors['seasons.1.from']).toBe('"Surf" and "High" share nights from 2027-08-15: a season lies wholly inside another or apart from it.');
    expect((await call('GET', '?listing=villa-samudra')).body).toMatchObject({ version: 1, card: { nightly: 3_500_000 } });
    expect((await call('POST', '?listing=villa-samudra', '{not json')).body.errors).toHaveProperty('body');
  });

  it('imports CSV days into the card, and refuses a file with one bad row naming its line, keeping the days before', async () => {
    expect((await call('POST', '/import?listing=villa-samudra', `${today},100`)).body.errors.csv).toMatch(/Save the base rate/);
    await call('POST', '?listing=villa-samudra', JSON.stringify(CARD));
    const imported = await call('POST', '/import?listing=villa-samudra', `date,nightly,minStay\n${addDays(today, 1)},"4.000.000",2\n${addDays(today, 2)},4500000`);
    expect(imported.status).toBe(200);
    expect(imported.body.card.days).toEqual([{ date: addDays(today, 1), nightly: 4_000_000, minStay: 2 }, { date: addDays(today, 2), nightly: 4_500_000 }]);
    const bad = await call('POST', '/import?listing=villa-samudra', `${addDays(today, 3)},100\n${addDays(today, 4)},USD 100`);
    expect(bad).toMatchObject({ status: 400, body: { line: 2, errors: { csv: 'Line 2: This amount is in USD; the rates are in IDR.' } } });
    expect((await call('GET', '?listing=villa-samudra')).body.card.days).toHaveLength(2);
  });
});
