/**
 * `0017_offers`: the owner's priced offers (one row per version; only the link's SHA-256 is stored), the
 * provider events applied to them (one row per event id: a replay changes nothing), the offer notices
 * queued for the owner and the guest, and the lease that lets one instance sweep expiries at a time.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE offers (
    id             TEXT PRIMARY KEY,
    booking_id     TEXT NOT NULL,
    version        INTEGER NOT NULL,
    listing        TEXT NOT NULL,
    token_hash     TEXT NOT NULL UNIQUE,
    state          TEXT NOT NULL CHECK (state IN ('open', 'accepted', 'paid', 'expired', 'withdrawn', 'unavailable', 'replaced')),
    check_in       TEXT NOT NULL,
    check_out      TEXT NOT NULL,
    currency       TEXT NOT NULL,
    lines          TEXT NOT NULL,
    total          BIGINT NOT NULL,
    deposit        BIGINT NOT NULL,
    deposit_note   TEXT,
    balance_due    TEXT,
    expires_at     TEXT NOT NULL,
    hold           INTEGER NOT NULL,
    terms          TEXT NOT NULL,
    terms_version  TEXT NOT NULL,
    locale         TEXT NOT NULL,
    created_at     TEXT NOT NULL,
    accepted_at    TEXT,
    accepted_terms TEXT,
    accepted_locale TEXT,
    adults         INTEGER,
    children       INTEGER,
    arrival_time   TEXT,
    paid_at        TEXT,
    paid_by        TEXT,
    ended_at       TEXT,
    UNIQUE (booking_id, version)
  )`.execute(db);
  await sql`CREATE INDEX offers_holds ON offers (listing, state, check_in)`.execute(db);
  await sql`CREATE TABLE offer_payments (
    event_key   TEXT PRIMARY KEY,
    offer_id    TEXT NOT NULL,
    provider    TEXT NOT NULL,
    kind        TEXT NOT NULL,
    amount      BIGINT NOT NULL,
    currency    TEXT NOT NULL,
    outcome     TEXT NOT NULL,
    reason      TEXT,
    received_at TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE offer_checkouts (
    provider_ref TEXT PRIMARY KEY,
    offer_id     TEXT NOT NULL,
    provider     TEXT NOT NULL,
    created_at   TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE offer_notices (
    id         TEXT PRIMARY KEY,
    offer_id   TEXT NOT NULL,
    booking_id TEXT NOT NULL,
    type       TEXT NOT NULL,
    audience   TEXT NOT NULL,
    state      TEXT NOT NULL,
    payload    TEXT,
    created_at TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE TABLE offer_leases (
    name        TEXT PRIMARY KEY,
    owner       TEXT NOT NULL,
    lease_until TEXT NOT NULL
  )`.execute(db);
}
