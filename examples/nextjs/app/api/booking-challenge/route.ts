import { connection } from 'next/server';
import { receiver } from '@/lib/bookings';

// The spam shield's challenges, beside the booking endpoint: the form fetches one and solves it unseen.
export async function GET(request: Request) {
  await connection(); // a fresh challenge per request: without it `next build` prerenders one for everybody
  return receiver.challengeHandler(request);
}
