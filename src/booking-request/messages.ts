/** The validation messages, word for word the same in the form and in the receiver's `400` answers. */
export const MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Invalid email address.',
  whatsapp: 'Invalid WhatsApp number.',
  checkIn: 'Please select a check-in date.',
  checkInPast: 'Check-in date cannot be in the past.',
  checkInFar: 'Check-in must be within the next two years.',
  checkOut: 'Please select a check-out date.',
  checkOutOrder: 'Check-out date must be after check-in date.',
  stayNights: 'A stay can be at most 365 nights.',
  budgetCurrency: 'Select currency.',
  budgetAmount: 'Budget must be a positive number.',
  travelType: 'Please select at least one travel type.',
  banner: 'Please fill in all required fields correctly.',
  failure: 'Failed to send request. Please check details or try again.',
} as const;
