/**
 * `0007_calendars`: each listing's iCal feeds with their read state and lease, the last good copy of each
 * feed's busy nights, the owner's blocked nights, and the secret of each listing's exported feed.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE calendar_feeds (
    id            TEXT PRIMARY KEY,
    listing       TEXT NOT NULL,
    url           TEXT NOT NULL,
    label         TEXT NOT NULL,
    origin        TEXT NOT NULL CHECK (origin IN ('config', 'inbox')),
    created_at    TEXT NOT NULL,
    etag          TEXT,
    last_modified TEXT,
    last_read_at  TEXT,
    last_ok_at    TEXT,
    last_error    TEXT,
    next_read_at  TEXT NOT NULL,
    lease_owner   TEXT,
    lease_until   TEXT,
    UNIQUE (listing, url)
  )`.execute(db);
  await sql`CREATE INDEX calendar_feeds_due ON calendar_feeds (next_read_at)`.execute(db);
  await sql`CREATE TABLE calendar_busy (
    feed_id  TEXT NOT NULL REFERENCES calendar_feeds (id) ON DELETE CASCADE,
    from_day TEXT NOT NULL,
    to_day   TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX calendar_busy_feed ON calendar_busy (feed_id, to_day)`.execute(db);
  await sql`CREATE TABLE calendar_blocks (
    id         TEXT PRIMARY KEY,
    listing    TEXT NOT NULL,
    from_day   TEXT NOT NULL,
    to_day     TEXT NOT NULL,
    note       TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX calendar_blocks_listing ON calendar_blocks (listing, to_day)`.execute(db);
  await sql`CREATE TABLE calendar_exports (
    listing    TEXT PRIMARY KEY,
    token      TEXT NOT NULL,
    created_at TEXT NOT NULL
  )`.execute(db);
}
