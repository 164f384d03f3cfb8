/**
 * What each travel purpose is called on screen (the form's tiles, the owner's inbox), in the contract's tag
 * order. The tag, not the label, is what is sent and stored.
 */
export const TRAVEL_LABELS = [
  'Holiday / Vacation',
  'Digital Nomad / Entrepreneur',
  'Honeymoon / Couple Getaway',
  'Family Holiday',
  'Wellness or Retreat Stay',
  'Long-Term Stay or Relocation',
] as const;
