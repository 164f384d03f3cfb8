import { connection } from 'next/server';
import { inbox } from '@/lib/bookings';

export async function GET(request: Request) {
  await connection(); // read at request time: without it `next build` prerenders the sign-in page once
  return inbox(request);
}

export const POST = inbox;
export const DELETE = inbox;
