/**
 * What each travel purpose is called where people read it (the form's tiles, the owner's inbox and e-mails),
 * in the order of `TRAVEL_TAGS`. The tag, not the label, is what is sent and stored.
 */
export const TRAVEL_LABELS = [
  'Holiday / Vacation',
  'Digital Nomad / Entrepreneur',
  'Honeymoon / Couple Getaway',
  'Family Holiday',
  'Wellness or Retreat Stay',
  'Long-Term Stay or Relocation',
] as const;
