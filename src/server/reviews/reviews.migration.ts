/**
 * `0019_reviews`: reviews (from guests' one-time links and from imports), the review requests made for
 * Booked requests (one per request), their one-time tokens (SHA-256 only) and guests' opt-outs (a hash of
 * the mailbox). The outbox's channel loses its CHECK: the application names its channels, so a feature that
 * adds one no longer rebuilds the column (and cannot drop another feature's channel).
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../store/schema';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`CREATE TABLE reviews (
    id          TEXT PRIMARY KEY,
    listing     TEXT NOT NULL,
    rating      INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    text        TEXT NOT NULL,
    name        TEXT NOT NULL,
    lang        TEXT NOT NULL DEFAULT '',
    day         TEXT NOT NULL,
    source      TEXT NOT NULL CHECK (source IN ('guest', 'airbnb', 'booking', 'google', 'guestbook')),
    status      TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'hidden')),
    reply       TEXT,
    pinned      INTEGER NOT NULL DEFAULT 0,
    position    INTEGER NOT NULL DEFAULT 0,
    consent_at  TEXT,
    attested_at TEXT,
    request_id  TEXT UNIQUE,
    created_at  TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX reviews_listing ON reviews (listing, status)`.execute(db);
  await sql`CREATE TABLE review_requests (
    id           TEXT PRIMARY KEY,
    booking_id   TEXT NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
    listing      TEXT NOT NULL,
    mailbox_hash TEXT NOT NULL,
    lang         TEXT NOT NULL,
    first_name   TEXT NOT NULL,
    asked_by     TEXT NOT NULL CHECK (asked_by IN ('email', 'owner')),
    state        TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'used', 'bounced')),
    created_at   TEXT NOT NULL,
    used_at      TEXT
  )`.execute(db);
  await sql`CREATE TABLE review_tokens (
    token_hash TEXT PRIMARY KEY,
    request_id TEXT NOT NULL REFERENCES review_requests (id) ON DELETE CASCADE,
    expires_at TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX review_tokens_request ON review_tokens (request_id)`.execute(db);
  await sql`CREATE TABLE review_optouts (
    mailbox_hash TEXT PRIMARY KEY,
    created_at   TEXT NOT NULL
  )`.execute(db);
  if (dialect === 'postgres') {
    await sql`ALTER TABLE deliveries DROP CONSTRAINT IF EXISTS deliveries_channel_check`.execute(db);
    return;
  }
  // SQLite enforces foreign keys only with a per-connection pragma: erasure goes through triggers instead.
  await sql`CREATE TRIGGER bookings_erase_review_requests AFTER DELETE ON bookings
    BEGIN DELETE FROM review_requests WHERE booking_id = OLD.id; END`.execute(db);
  await sql`CREATE TRIGGER review_requests_erase_tokens AFTER DELETE ON review_requests
    BEGIN DELETE FROM review_tokens WHERE request_id = OLD.id; END`.execute(db);
  await sql`ALTER TABLE deliveries ADD COLUMN channel_v19 TEXT NOT NULL DEFAULT 'email'`.execute(db);
  await sql`UPDATE deliveries SET channel_v19 = channel`.execute(db);
  await sql`ALTER TABLE deliveries DROP COLUMN channel`.execute(db);
  await sql`ALTER TABLE deliveries RENAME COLUMN channel_v19 TO channel`.execute(db);
}
