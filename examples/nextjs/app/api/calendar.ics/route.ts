import { connection } from 'next/server';
import { receiver } from '@/lib/bookings';

// The owner's own nights as an iCal feed at a secret link (inbox: Calendar), to paste into Airbnb.
export async function GET(request: Request) {
  await connection(); // read at request time: without it `next build` prerenders one answer for everybody
  return receiver.calendarExportHandler(request);
}
