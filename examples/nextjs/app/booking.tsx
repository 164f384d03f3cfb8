'use client';
import { useState } from 'react';
import { BaliBookingForm } from 'bali-widgets/react';

export function Booking() {
  const [guest, setGuest] = useState<string>();
  return (
    <>
      <BaliBookingForm
        endpoint="/services/api/book-accommodation"
        onBookingSuccess={(event) => setGuest(event.detail.request.name)}
      />
      <p role="status">{guest && `Thank you, ${guest}: we answer on WhatsApp within a day.`}</p>
    </>
  );
}
