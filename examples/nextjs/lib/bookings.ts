import { createBookingReceiver, createInboxHandler } from 'bali-widgets/server';

// TRUST_PROXY=1 only behind a proxy that sets X-Forwarded-For itself (Vercel, your own nginx or Caddy).
// A bare `next start` passes the header on as the client sent it, so clients are unknown (null): guests
// share one booking limit that a made-up header cannot reset, and wrong admin tokens lock nobody out
// (the token's 32+ random characters are the defence).
const trustProxy = Number(process.env.TRUST_PROXY ?? 0);

export const receiver = createBookingReceiver({
  database: process.env.BOOKINGS_DB ?? 'data/bookings.sqlite',
  adminToken: process.env.ADMIN_TOKEN,
  publicOrigin: process.env.PUBLIC_ORIGIN, // https://villa.example: where the owner's links point
  trustProxy,
  clientKey: trustProxy ? undefined : () => null,
});

// The owner's inbox at /services/admin/, on the receiver's connection, telling clients apart as it does.
export const inbox = createInboxHandler({
  database: receiver,
  adminToken: process.env.ADMIN_TOKEN,
  basePath: '/services/admin/',
  calendarExportPath: '/services/api/calendar.ics', // the link the Calendar page shows
  retentionDays: process.env.RETENTION_DAYS ? Number(process.env.RETENTION_DAYS) : undefined,
});
