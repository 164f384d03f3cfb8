/**
 * Wall-clock times and time zones with Intl only: the day an instant falls on in the listing's zone, and
 * the instant a wall-clock time names in an IANA zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** True when Intl knows `timeZone` (an IANA name such as `Asia/Makassar`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

export type Wall = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/** The wall-clock time in `timeZone` at `epochMs`. */
export function wallAt(epochMs: number, timeZone: string): Wall {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

const asUtc = (w: Wall) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The instant that `wall` names in `timeZone` (the later one in a repeated hour, shifted on in a skipped one). */
export function epochOf(wall: Wall, timeZone: string): number {
  const guess = asUtc(wall);
  const first = guess - (asUtc(wallAt(guess, timeZone)) - guess);
  return guess - (asUtc(wallAt(first, timeZone)) - first);
}
