export const bookingFormStyles = '';
