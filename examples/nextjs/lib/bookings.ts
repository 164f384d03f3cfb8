import { calendarFeedsFromEnv, createBookingReceiver, createInboxHandler } from 'bali-widgets/server';

// TRUST_PROXY=1 only behind a proxy that sets X-Forwarded-For itself (Vercel, nginx, Caddy). On a bare
// `next start` clients are unknown (null): one booking limit that a made-up header cannot reset (docs/frameworks.md).
const trustProxy = Number(process.env.TRUST_PROXY ?? 0);

export const receiver = createBookingReceiver({
  database: process.env.BOOKINGS_DB ?? 'data/bookings.sqlite',
  adminToken: process.env.ADMIN_TOKEN,
  publicOrigin: process.env.PUBLIC_ORIGIN, // https://villa.example: where the owner's links point
  trustProxy,
  clientKey: trustProxy ? undefined : () => null,
  // CALENDAR_FEEDS="https://www.airbnb.com/calendar/ical/….ics": read at start (instrumentation.ts), then every 15 minutes.
  calendars: calendarFeedsFromEnv(process.env.CALENDAR_FEEDS),
  allowPrivateFeeds: process.env.CALENDAR_ALLOW_PRIVATE === '1', // tests and home servers only
});

// The owner's inbox at /services/admin/, on the receiver's connection, telling clients apart as it does.
const ownerInbox = createInboxHandler({
  database: receiver,
  adminToken: process.env.ADMIN_TOKEN,
  basePath: '/services/admin/',
  calendarExportPath: '/services/api/calendar.ics', // the link the Calendar page shows
  retentionDays: process.env.RETENTION_DAYS ? Number(process.env.RETENTION_DAYS) : undefined,
});

// ADMIN_HOST=admin.villa.example: the inbox answers only on that host, an origin of its own, so scripts on
// the public pages cannot read what it keeps offline (docs/inbox.md). Unset: on every host.
const adminHost = process.env.ADMIN_HOST;
export async function inbox(request: Request): Promise<Response> {
  const host = request.headers.get('host')?.replace(/:\d+$/, '');
  if (adminHost && host !== adminHost) return new Response('Not found', { status: 404 });
  return ownerInbox(request);
}
