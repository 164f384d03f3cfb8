import { receiver } from '@/lib/bookings';

export const POST = receiver.bookingHandler;
export const OPTIONS = receiver.bookingHandler;
