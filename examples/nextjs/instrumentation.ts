// Next.js calls register() once when the server starts: the receiver opens its database and reads the
// configured calendar feeds now, not at the first guest's request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { receiver } = await import('./lib/bookings');
  await receiver.ready();
}
