/** The six travel-purpose tiles, in display order. The stored tag (not the label) is what gets sent. */
export const TRAVEL_TYPES = [
  { id: 'holiday', label: 'Holiday / Vacation', tag: 'Airbnb Guest - Holiday/ vacation' },
  { id: 'digital_nomad', label: 'Digital Nomad / Entrepreneur', tag: 'Airbnb Guest - Digital Nomad/Entrepreneur' },
  { id: 'honeymoon', label: 'Honeymoon / Couple Getaway', tag: 'Airbnb Guest - Honeymoon' },
  { id: 'family', label: 'Family Holiday', tag: 'Airbnb Guest - Family Holiday' },
  { id: 'wellness', label: 'Wellness or Retreat Stay', tag: 'Airbnb Guest - Wellness or Retreat Stay' },
  { id: 'long_term', label: 'Long-Term Stay or Relocation', tag: 'Airbnb Guest - Long-Term Stay or Relocation' },
] as const;

export type TravelTag = (typeof TRAVEL_TYPES)[number]['tag'];
export const TRAVEL_TAGS = TRAVEL_TYPES.map((t) => t.tag) as [TravelTag, ...TravelTag[]];

export const CURRENCIES = ['USD', 'IDR', 'AUD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Puts selected tags in tile order, whatever order they were picked in. */
export function inTileOrder(selected: Iterable<string>): TravelTag[] {
  const chosen = new Set(selected);
  return TRAVEL_TAGS.filter((tag) => chosen.has(tag));
}
