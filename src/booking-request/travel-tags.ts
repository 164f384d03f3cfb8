/** The travel purposes a request may carry, in the order the form shows them: the tag is what is sent and stored. */
export const TRAVEL_TAGS = [
  'Airbnb Guest - Holiday/ vacation',
  'Airbnb Guest - Digital Nomad/Entrepreneur',
  'Airbnb Guest - Honeymoon',
  'Airbnb Guest - Family Holiday',
  'Airbnb Guest - Wellness or Retreat Stay',
  'Airbnb Guest - Long-Term Stay or Relocation',
] as const;

export type TravelTag = (typeof TRAVEL_TAGS)[number];

/** Puts selected tags in their canonical order, whatever order they were picked in. */
export function inTileOrder(selected: Iterable<string>): TravelTag[] {
  const chosen = new Set(selected);
  return TRAVEL_TAGS.filter((tag) => chosen.has(tag));
}
