import { connection } from 'next/server';
import { receiver } from '@/lib/bookings';

// The nights already taken, for the form's notice: busy nights only, nothing about who or why.
export async function GET(request: Request) {
  await connection(); // read at request time: without it `next build` prerenders one answer for everybody
  return receiver.availabilityHandler(request);
}
