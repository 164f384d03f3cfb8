/**
 * Under the dates in step 2, when the chosen nights overlap busy ones: which nights look taken, that the
 * request can still be sent, and up to three nearest free stays of the same length as buttons that fill
 * both dates. Polite and never blocking; announced once per overlap, not on every key.
 */
import type { Language } from '../i18n';
import { nightsText, stayText, withWords } from './availability-texts';
import { nearestFreeStays, takenNights, type BusyRange, type Stay } from './availability';

export type AvailabilityNoticeProps = {
  busy: readonly BusyRange[] | undefined;
  stay: Stay;
  today: string;
  language: Language;
  onPick: (stay: Stay) => void;
};

export function AvailabilityNotice({ busy, stay, today, language, onPick }: AvailabilityNoticeProps) {
  const taken = busy && stay.checkIn && stay.checkOut > stay.checkIn ? takenNights(busy, stay) : [];
  const { t, lang } = language;
  const nights = taken.map((r) => nightsText(r.from, r.to, lang)).join(', ');
  const free = taken.length ? nearestFreeStays(busy ?? [], stay, today) : [];
  return (
    // The live region stays mounted; its text changes only when the taken nights do.
    <div className="availability" part="availability" role="status">
      {taken.length > 0 && (
        <>
          <p>
            {/* Chinese and Japanese sentences follow each other without a space. */}
            {withWords(t.availabilityTaken, nights)}
            {/^(zh|ja)\b/.test(lang) ? '' : ' '}
            {t.availabilityAnyway}
          </p>
          {free.length > 0 && (
            <div className="availability__free" role="group" aria-label={t.availabilityFree}>
              <span aria-hidden="true">{t.availabilityFree}</span>
              {free.map((s) => {
                const label = stayText(s.checkIn, s.checkOut, lang);
                return (
                  <button key={s.checkIn} type="button" className="chip" aria-label={withWords(t.availabilityChoose, label)} onClick={() => onPick(s)}>
                    {label}
                  </button>
                );
              })}
            </div>
          )}
        </>
      )}
    </div>
  );
}
