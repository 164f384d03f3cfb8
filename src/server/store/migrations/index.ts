/**
 * Every migration, in order: the one list to extend. A migration's name is fixed once released (it is
 * recorded in the database); `up` gets the dialect for the few statements that differ. The server is
 * bundled, so migrations are imported here rather than looked up on disk.
 */
import type { Kysely } from 'kysely';
import type { Dialect } from '../schema';
import * as bookings from './0001-bookings';
import * as ownerFields from './0002-owner-fields';
import * as outbox from './0003-outbox';
import * as inbox from '../../inbox/inbox.migration';
import * as statuses from './0005-statuses';
import * as adminSessions from './0006-admin-sessions';
import * as push from './0009-push';
import * as calendars from '../../calendar/calendar.migration';
import * as spam from './0008-spam';
import * as feedWarnings from '../../calendar/feed-warnings.migration';
import * as ownerDevices from './0013-owner-devices';
import * as rates from '../../pricing/pricing.migration';
import * as offers from '../../offers/offers.migration';
import * as reviews from '../../reviews/reviews.migration';
import * as offerNotices from '../../notify/offer-notices.migration';
import * as reviewCheck from '../../reviews/review-check.migration';
import * as ackIndex from '../../notify/ack-index.migration';
import * as guestIndex from '../../notify/guest-index.migration';

export type StoreMigration = {
  name: string;
  up(db: Kysely<unknown>, dialect: Dialect): Promise<void>;
};

export const MIGRATIONS: readonly StoreMigration[] = [
  { name: '0001_bookings', up: bookings.up },
  { name: '0002_owner_fields', up: ownerFields.up },
  { name: '0003_outbox', up: outbox.up },
  { name: '0004_inbox', up: inbox.up },
  { name: '0005_statuses', up: statuses.up },
  { name: '0006_admin_sessions', up: adminSessions.up },
  { name: '0007_calendars', up: calendars.up },
  { name: '0008_spam', up: spam.up },
  { name: '0009_push', up: push.up },
  { name: '0010_feed_warnings', up: feedWarnings.up },
  { name: '0013_owner_devices', up: ownerDevices.up },
  { name: '0016_rates', up: rates.up },
  { name: '0017_offers', up: offers.up },
  { name: '0019_reviews', up: reviews.up },
  { name: '0020_offer_notices', up: offerNotices.up },
  { name: '0021_review_check', up: reviewCheck.up },
  { name: '0023_ack_index', up: ackIndex.up },
  { name: '0024_guest_email_index', up: guestIndex.up },
];
