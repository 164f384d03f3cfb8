/**
 * The calendar tables through Kysely, the same on SQLite and PostgreSQL: feeds and their read state, the
 * lease that lets one instance read a feed at a time, the last good copy of each feed, the owner's blocks
 * and the export secrets.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { OpenedDatabase } from '../store/open';
import type { CalendarFeedsTable } from './calendar-schema';
import { feedLabel } from './feed-label';
import type { NightRange } from './nights';

type Db = Pick<OpenedDatabase, 'db' | 'write' | 'dialect'>;

export type CalendarFeed = {
  id: string;
  listing: string;
  url: string;
  label: string;
  origin: 'config' | 'inbox';
  lastReadAt?: string;
  lastOkAt?: string;
  lastError?: string;
  /** The last good read was partial: what was skipped. */
  lastWarning?: string;
};

export type CalendarBlock = NightRange & { id: string; listing: string; note: string };

const feedOf = (row: CalendarFeedsTable): CalendarFeed => ({
  id: row.id,
  listing: row.listing,
  url: row.url,
  label: row.label,
  origin: row.origin,
  ...(row.last_read_at && { lastReadAt: row.last_read_at }),
  ...(row.last_ok_at && { lastOkAt: row.last_ok_at }),
  ...(row.last_error && { lastError: row.last_error }),
  ...(row.last_warning && { lastWarning: row.last_warning }),
});

export function calendarStore(store: Db) {
  const { db } = store;
  return {
    async feeds(listing?: string): Promise<CalendarFeed[]> {
      let query = db.selectFrom('calendar_feeds').selectAll().orderBy('listing').orderBy('created_at');
      if (listing !== undefined) query = query.where('listing', '=', listing);
      return (await query.execute()).map(feedOf);
    },

    /** Adds a feed, due at once; an existing one (same listing and URL) is kept as it is. */
    async addFeed(listing: string, url: string, origin: 'config' | 'inbox', now: Date): Promise<CalendarFeed> {
      const at = now.toISOString();
      await db
        .insertInto('calendar_feeds')
        .values({ id: randomUUID(), listing, url, label: feedLabel(url), origin, created_at: at, next_read_at: at,
          etag: null, last_modified: null, last_read_at: null, last_ok_at: null, last_error: null, last_warning: null, lease_owner: null, lease_until: null })
        .onConflict((oc) => oc.columns(['listing', 'url']).doNothing())
        .execute();
      const row = await db.selectFrom('calendar_feeds').selectAll().where('listing', '=', listing).where('url', '=', url).executeTakeFirstOrThrow();
      return feedOf(row);
    },

    /** Removes a feed and its copy: its nights are free again. */
    async removeFeed(id: string): Promise<boolean> {
      return store.write(async (trx) => {
        await trx.deleteFrom('calendar_busy').where('feed_id', '=', id).execute();
        const result = await trx.deleteFrom('calendar_feeds').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    /** Makes the configured feeds exactly `wanted` (`listing` → URLs); feeds added in the inbox stay. */
    async syncConfigured(wanted: Record<string, readonly string[]>, now: Date): Promise<void> {
      const keep = new Set<string>();
      for (const [listing, urls] of Object.entries(wanted)) {
        for (const url of urls) keep.add((await this.addFeed(listing, url, 'config', now)).id);
      }
      const configured = await db.selectFrom('calendar_feeds').select('id').where('origin', '=', 'config').execute();
      for (const { id } of configured) if (!keep.has(id)) await this.removeFeed(id);
    },

    /** Makes every feed whose last read failed due now. */
    async retryFailedNow(now: Date): Promise<void> {
      await db.updateTable('calendar_feeds').set({ next_read_at: now.toISOString() }).where('last_error', 'is not', null).where('next_read_at', '>', now.toISOString()).execute();
    },

    /** Feeds due now and not leased by another instance. */
    async dueFeeds(now: Date): Promise<CalendarFeedsTable[]> {
      const at = now.toISOString();
      return db
        .selectFrom('calendar_feeds')
        .selectAll()
        .where('next_read_at', '<=', at)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
        .orderBy('next_read_at')
        .limit(100)
        .execute();
    },

    /** Takes the feed's lease until `until` (one UPDATE: two instances cannot both win). */
    async lease(id: string, owner: string, now: Date, until: Date): Promise<boolean> {
      const at = now.toISOString();
      const result = await db
        .updateTable('calendar_feeds')
        .set({ lease_owner: owner, lease_until: until.toISOString() })
        .where('id', '=', id)
        .where('next_read_at', '<=', at)
        .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A good read: the copy is replaced, the error cleared, the lease given back. */
    async saveRead(id: string, owner: string, read: { nights?: NightRange[]; warning?: string; etag?: string | null; lastModified?: string | null; label?: string }, now: Date, next: Date) {
      await store.write(async (trx) => {
        const at = now.toISOString();
        const updated = await trx
          .updateTable('calendar_feeds')
          .set({
            last_read_at: at, last_ok_at: at, last_error: null, next_read_at: next.toISOString(), lease_owner: null, lease_until: null,
            ...(read.nights && { etag: read.etag ?? null, last_modified: read.lastModified ?? null, last_warning: read.warning?.slice(0, 300) ?? null }),
            ...(read.label && { label: read.label }),
          })
          .where('id', '=', id)
          .where('lease_owner', '=', owner)
          .executeTakeFirst();
        // A feed removed (or taken over after a lapsed lease) meanwhile keeps what it has.
        if (Number(updated.numUpdatedRows) !== 1 || !read.nights) return;
        await trx.deleteFrom('calendar_busy').where('feed_id', '=', id).execute();
        for (let i = 0; i < read.nights.length; i += 500) {
          const rows = read.nights.slice(i, i + 500).map((n) => ({ feed_id: id, from_day: n.from, to_day: n.to }));
          await trx.insertInto('calendar_busy').values(rows).execute();
        }
      });
    },

    /** Gives the lease back unread (the instance is closing): the feed is due for the next reader at once. */
    async release(id: string, owner: string) {
      await db.updateTable('calendar_feeds').set({ lease_owner: null, lease_until: null }).where('id', '=', id).where('lease_owner', '=', owner).execute();
    },

    /** A failed read: the last good copy stays, the error is shown to the owner. */
    async saveFailure(id: string, owner: string, error: string, now: Date, next: Date) {
      await db
        .updateTable('calendar_feeds')
        .set({ last_read_at: now.toISOString(), last_error: error.slice(0, 300), next_read_at: next.toISOString(), lease_owner: null, lease_until: null })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .execute();
    },

    /** Every listing with feeds, blocks or requests. */
    async listings(): Promise<string[]> {
      const [feeds, blocks, bookings] = await Promise.all([
        db.selectFrom('calendar_feeds').select('listing').distinct().execute(),
        db.selectFrom('calendar_blocks').select('listing').distinct().execute(),
        db.selectFrom('bookings').select('listing').distinct().where('listing', 'is not', null).execute(),
      ]);
      return [...new Set([...feeds, ...blocks, ...bookings].map((r) => r.listing ?? ''))].sort();
    },

    async blocks(listing: string): Promise<CalendarBlock[]> {
      const rows = await db.selectFrom('calendar_blocks').selectAll().where('listing', '=', listing).orderBy('from_day').execute();
      return rows.map((r) => ({ id: r.id, listing: r.listing, from: r.from_day, to: r.to_day, note: r.note }));
    },

    async addBlock(listing: string, range: NightRange, note: string, now: Date): Promise<CalendarBlock> {
      const block = { id: randomUUID(), listing, from_day: range.from, to_day: range.to, note, created_at: now.toISOString() };
      await db.insertInto('calendar_blocks').values(block).execute();
      return { id: block.id, listing, from: range.from, to: range.to, note };
    },

    async removeBlock(id: string): Promise<boolean> {
      const result = await db.deleteFrom('calendar_blocks').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The listing's export secret, made on first use. */
    async exportToken(listing: string, now: Date): Promise<string> {
      await db
        .insertInto('calendar_exports')
        .values({ listing, token: randomBytes(24).toString('base64url'), created_at: now.toISOString() })
        .onConflict((oc) => oc.column('listing').doNothing())
        .execute();
      return (await db.selectFrom('calendar_exports').select('token').where('listing', '=', listing).executeTakeFirstOrThrow()).token;
    },

    async findExportToken(listing: string): Promise<string | undefined> {
      return (await db.selectFrom('calendar_exports').select('token').where('listing', '=', listing).executeTakeFirst())?.token;
    },

    /** Revokes the listing's export URL: the old one answers 404 from now on. */
    async revokeExport(listing: string): Promise<void> {
      await db.deleteFrom('calendar_exports').where('listing', '=', listing).execute();
    },
  };
}

export type CalendarStore = ReturnType<typeof calendarStore>;
