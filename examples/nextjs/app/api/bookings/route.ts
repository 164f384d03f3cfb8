import { connection } from 'next/server';
import { receiver } from '@/lib/bookings';

export async function GET(request: Request) {
  await connection(); // read at request time: without it `next build` prerenders the listing once
  return receiver.adminHandler(request);
}
