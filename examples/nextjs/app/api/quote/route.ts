import { connection } from 'next/server';
import { receiver } from '@/lib/bookings';

// What a stay costs, for the form's estimate: priced from the owner's rates (inbox: Rates); 404 without them.
export async function GET(request: Request) {
  await connection(); // read at request time: without it `next build` prerenders one answer for everybody
  return receiver.quoteHandler(request);
}
