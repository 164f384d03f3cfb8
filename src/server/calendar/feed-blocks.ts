/**
 * An iCal file cut into its top-level components, each kept as its own text: one malformed event then
 * costs that event, not the feed. A byte-order mark is ignored; a file without `BEGIN:VCALENDAR` is not a
 * calendar, and one without `END:VCALENDAR` was cut off (reading it would free the nights of its lost tail).
 */
import { FeedError } from './feed-error';

export type FeedBlocks = {
  /** Each VEVENT's text, or `undefined` for one nested deeper than any real export (counted as unreadable). */
  events: (string | undefined)[];
  timezones: string[];
};

/** Components nested inside an event (VALARM is one level): deeper ones are hostile. */
const MAX_DEPTH = 8;

export function feedBlocks(text: string, maxEvents: number): FeedBlocks {
  const body = text.replace(/^\uFEFF/, '');
  if (!/^\s*BEGIN:VCALENDAR/i.test(body.slice(0, 1024))) {
    throw new FeedError('This link does not give a calendar (iCal): it gives a web page or another file. Copy the calendar\'s export link (it usually ends in .ics) again.');
  }
  if (!/^END:VCALENDAR/im.test(body.slice(-4096))) {
    throw new FeedError('This calendar arrived cut off (its last line, END:VCALENDAR, is missing), so it was not read. It is read again in 5 minutes.');
  }
  // Counted before anything is built: a feed of too many events is refused cheaply.
  const count = body.match(/^BEGIN:VEVENT/gim)?.length ?? 0;
  if (count > maxEvents) throw new FeedError(`This calendar has ${count} events; at most ${maxEvents} are read, so it was not read.`);

  const events: (string | undefined)[] = [];
  const timezones: string[] = [];
  let block: string[] | undefined;
  let kind = '';
  let depth = 0;
  let deepest = 0;
  for (const line of body.split(/\r\n|\n|\r/)) {
    const head = line.length < 40 ? line.trimEnd().toUpperCase() : '';
    if (!block) {
      if (head === 'BEGIN:VEVENT' || head === 'BEGIN:VTIMEZONE') {
        block = [line];
        kind = head.slice(6);
        depth = 1;
        deepest = 1;
      }
      continue;
    }
    block.push(line);
    if (head.startsWith('BEGIN:')) deepest = Math.max(deepest, ++depth);
    else if (head.startsWith('END:')) depth -= 1;
    if (depth > 0) continue;
    const tooDeep = deepest > MAX_DEPTH;
    if (kind === 'VEVENT') events.push(tooDeep ? undefined : block.join('\r\n'));
    else if (!tooDeep) timezones.push(block.join('\r\n'));
    block = undefined;
  }
  return { events, timezones };
}
