import { memo } from 'react';
import { TRAVEL_TAGS, type TravelTag } from '../booking-request';
import type { Messages } from '../i18n';
import { FieldError } from './field';

// 24×24 stroke icons, one per purpose in the contract's tag order; decorative, the label carries the meaning.
const ICONS = [
  'M12 3v2M5.6 5.6l1.4 1.4M3 12h2M19 12h2M17 7l1.4-1.4M8 12a4 4 0 0 1 8 0M2 17c2.5-1.5 5-1.5 7.5 0s5 1.5 7.5 0 3.5-1 5-1.5M2 21c2.5-1.5 5-1.5 7.5 0s5 1.5 7.5 0 3.5-1 5-1.5',
  'M4 6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v9H4V6ZM2 18h20M10 8.5l-2 2 2 2M14 8.5l2 2-2 2',
  'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM3 20a6 6 0 0 1 12 0M17 11a2.5 2.5 0 1 0 0-5M21 20a5 5 0 0 0-4-4.9',
  'M12 20c-4-1.5-7-5-7-9 3 0 5.5 1.5 7 4 1.5-2.5 4-4 7-4 0 4-3 7.5-7 9ZM12 15c-1.5-2-2-4.5-1-8 1 .8 2 1.8 2.5 3M12 15c.8-1.4 1.2-3 1-5',
  'M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-5h4v5',
];

export type TravelTilesProps = {
  /** The form's texts (one object per language: a stable prop). The tags sent stay the English ones. */
  t: Messages;
  selected: readonly TravelTag[];
  error?: string;
  onChange: (selected: TravelTag[]) => void;
};

/**
 * "What brings you to Bali?": six checkboxes drawn as tiles, so keyboard and screen readers get native behaviour.
 * Memoised: typing in the other fields does not re-render the tiles (give it a stable `t` and `onChange`).
 */
export const TravelTiles = memo(function TravelTiles({ t, selected, error, onChange }: TravelTilesProps) {
  const labels = [t.tripHoliday, t.tripNomad, t.tripHoneymoon, t.tripFamily, t.tripWellness, t.tripLongStay];
  const toggle = (tag: TravelTag, on: boolean) =>
    onChange(on ? [...selected.filter((s) => s !== tag), tag] : selected.filter((s) => s !== tag));
  return (
    <fieldset className={error ? 'tiles field--invalid' : 'tiles'} part="tiles">
      <legend className="field__label tiles__legend" part="label">{t.travelLegend}</legend>
      <div className="tiles__grid">
        {TRAVEL_TAGS.map((tag, i) => (
          <label className="tile" key={tag} part="tile">
            <input
              className="tile__input"
              type="checkbox"
              name="travelType"
              value={tag}
              checked={selected.includes(tag)}
              aria-invalid={error ? true : undefined}
              // On each box, not on the fieldset: focus lands on a box (the first invalid field after "Book
              // Accommodation"), and screen readers do not reliably read a group's description from there.
              aria-describedby={error ? 'bf-travel-error' : undefined}
              onChange={(e) => toggle(tag, e.target.checked)}
              // The tiles look like buttons: Enter ticks one, as Space does, instead of the browser's implicit
              // submission, which sent the step with its messages and took the guest away from the tiles.
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                if (!e.repeat) toggle(tag, !selected.includes(tag));
              }}
            />
            <span className="tile__box">
              <svg className="tile__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={ICONS[i]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <span className="tile__label">{labels[i]}</span>
              <svg className="tile__check" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                <path fill="currentColor" d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
              </svg>
            </span>
          </label>
        ))}
      </div>
      <FieldError id="bf-travel" error={error} />
    </fieldset>
  );
});
