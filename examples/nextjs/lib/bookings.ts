import { createBookingReceiver, createInboxHandler } from 'bali-widgets/server';

// TRUST_PROXY=1 only behind a proxy that sets X-Forwarded-For itself (Vercel, your own nginx or Caddy).
// A bare `next start` passes the header on as the client sent it, so nothing tells guests apart: they
// share one rate limit, and a made-up header cannot reset it.
const trustProxy = Number(process.env.TRUST_PROXY ?? 0);

export const receiver = createBookingReceiver({
  database: process.env.BOOKINGS_DB ?? 'data/bookings.sqlite',
  adminToken: process.env.ADMIN_TOKEN,
  trustProxy,
  clientKey: trustProxy ? undefined : () => 'all guests',
});

// The owner's inbox at /services/admin/, on the receiver's connection, telling clients apart as it does.
export const inbox = createInboxHandler({
  database: receiver,
  adminToken: process.env.ADMIN_TOKEN,
  basePath: '/services/admin/',
  retentionDays: process.env.RETENTION_DAYS ? Number(process.env.RETENTION_DAYS) : undefined,
});
