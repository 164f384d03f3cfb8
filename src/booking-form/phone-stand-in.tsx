import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { flagStyle } from './phone-field.styles';
import { callingCodeOf, internationalNumber } from './phone-validity';

export type PhoneStandInProps = {
  country: string;
  placeholder: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { part: string };
  /** The guest (or the browser's autofill) reached the field: the real input is needed now; `focused`: in it. */
  onWanted: (focused: boolean) => void;
  /** Autofill wrote into the stand-in: the value, as `+` and digits. */
  onChange: (e164: string) => void;
};

/**
 * What react-phone-input-2 shows for an empty field (same classes, so its stylesheet and ours draw it
 * identically: the country's flag and its "+62"), without building the library's country list at page
 * start-up. The library replaces it when the page is idle, or at once when the guest points at it,
 * touches it or moves focus into it (PhoneField hands the focus over). The flag is decoration until then.
 */
export function PhoneStandIn({ country, placeholder, inputProps, onWanted, onChange }: PhoneStandInProps) {
  const code = callingCodeOf(country);
  const autofilled = (e: ChangeEvent<HTMLInputElement>) => {
    const digits = e.target.value.replace(/\D/g, '');
    // Autofill may give the number as written at home ("0812 3456 7890"): that is a number of this country.
    onChange(internationalNumber(e.target.value) ?? (digits && `+${code}${digits}`));
    onWanted(false);
  };
  return (
    <div
      className="phone react-tel-input"
      data-stand-in=""
      onPointerEnter={() => onWanted(false)}
      onPointerDown={() => onWanted(false)}
      onFocus={() => onWanted(true)}
    >
      <div className="flag-dropdown" aria-hidden="true">
        <div className="selected-flag">
          {/* The one flag position it needs (CSSOM, allowed under a strict CSP); the others come with the library. */}
          <div
            className={`flag ${country}`}
            ref={(flag) => {
              if (flag) flag.style.cssText = flagStyle(country);
            }}
          >
            <div className="arrow" />
          </div>
        </div>
      </div>
      <input {...inputProps} className="form-control" type="tel" placeholder={placeholder} value={code ? `+${code}` : ''} onChange={autofilled} />
    </div>
  );
}
