/** The two hints that help decide: overlapping dates on the same listing, and a likely second request. */
import type { Flags } from './inbox-api-types';

export function FlagList({ flags }: { flags: Flags }) {
  if (!flags.datesOverlap && !flags.possibleDuplicate) return null;
  return (
    <ul className="flags" aria-label="Flags">
      {flags.datesOverlap && <li className="flag flag--overlap">Dates overlap</li>}
      {flags.possibleDuplicate && <li className="flag flag--dup">Possible duplicate</li>}
    </ul>
  );
}
