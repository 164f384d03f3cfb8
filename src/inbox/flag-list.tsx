/** The two hints that help decide: overlapping dates on the same listing, and a likely second request. */
import { useText } from './i18n';
import type { Flags } from './inbox-api-types';

export function FlagList({ flags }: { flags: Flags }) {
  const t = useText();
  if (!flags.datesOverlap && !flags.possibleDuplicate) return null;
  return (
    <ul className="flags" aria-label={t('flags.label')}>
      {flags.datesOverlap && <li className="flag flag--overlap">{t('flags.overlap')}</li>}
      {flags.possibleDuplicate && <li className="flag flag--dup">{t('flags.duplicate')}</li>}
    </ul>
  );
}
