import { cloneElement, type ReactElement } from 'react';
import PhoneInput, { type PhoneInputProps } from 'react-phone-input-2';
import { FieldError, fieldAria } from './field';

type Internals = {
  dropdownRef: HTMLElement | null;
  dropdownContainerRef: HTMLElement | null;
  numberInputRef: HTMLInputElement | null;
  state: { showDropdown: boolean };
  setState(state: object): void;
  handleClickOutside(e: MouseEvent): void;
  cursorToEnd(): void;
  getCountryDropdownList(): ReactElement;
};

const Base = PhoneInput as unknown as new (props: PhoneInputProps) => Internals;

/**
 * react-phone-input-2 adapted to a shadow root. Its checks compare `e.target` and
 * `document.activeElement`, which the shadow boundary retargets to our host element, so a mouse pick of
 * a country closed the list before it landed; `composedPath()` and the root's own activeElement see
 * through. Its country listbox also gets an accessible name.
 */
class ShadowSafePhoneInput extends Base {
  constructor(props: PhoneInputProps) {
    super(props);
    this.handleClickOutside = (e: MouseEvent) => {
      if (this.dropdownRef && this.state.showDropdown && this.dropdownContainerRef && !e.composedPath().includes(this.dropdownContainerRef)) {
        this.setState({ showDropdown: false });
      }
    };
    this.cursorToEnd = () => {
      const input = this.numberInputRef;
      if (!input || (input.getRootNode() as ShadowRoot | Document).activeElement !== input) return;
      const end = input.value.length;
      input.setSelectionRange(end, end);
    };
    const list = this.getCountryDropdownList;
    this.getCountryDropdownList = () => cloneElement(list(), { 'aria-label': 'Country calling codes' } as object);
  }
}

const Input = ShadowSafePhoneInput as unknown as (props: PhoneInputProps) => ReactElement;

export type PhoneFieldProps = {
  id: string;
  label: string;
  country: string;
  value: string;
  error?: string;
  onChange: (e164: string) => void;
};

/** The WhatsApp number: shown formatted, reported as E.164 (`+6281234567890`). Validity is the schema's job. */
export function PhoneField({ id, label, country, value, error, onChange }: PhoneFieldProps) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id} part="label">
        {label}
      </label>
      <Input
        country={country.toLowerCase()}
        value={value.replace(/^\+/, '')}
        onChange={(digits: string) => onChange(digits ? `+${digits}` : '')}
        placeholder="Enter WhatsApp number"
        enableSearch
        disableSearchIcon
        searchPlaceholder="Search country"
        searchNotFound="No country found"
        enableLongNumbers
        preferredCountries={['id', 'au', 'sg', 'us', 'gb']}
        inputProps={{ ...fieldAria(id, error), name: 'whatsapp', autoComplete: 'tel', 'aria-required': true }}
        containerClass="phone"
        searchClass="phone__search"
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
