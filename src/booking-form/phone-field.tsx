import { Children, createElement, isValidElement, memo, useEffect, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import PhoneInput, { type PhoneInputProps } from 'react-phone-input-2';
import { whenIdle } from '../shared/idle';
import { FieldError, fieldAria } from './field';
import { PhoneStandIn } from './phone-stand-in';

type Internals = {
  dropdownRef: HTMLElement | null;
  dropdownContainerRef: HTMLElement | null;
  numberInputRef: HTMLInputElement | null;
  state: { showDropdown: boolean };
  setState(state: object): void;
  handleClickOutside(e: MouseEvent): void;
  handleKeydown(e: KeyboardEvent): void;
  handleInputFocus(e: FocusEvent): void;
  handleFlagItemClick(country: object, e: Event): void;
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
    // After a country is picked (click or Enter) the library closes its list and focus falls to the page;
    // the guest's next step is the number, so focus goes there, caret at the end.
    let picked = false;
    const pick = this.handleFlagItemClick;
    this.handleFlagItemClick = (country, e) => {
      picked = true;
      pick(country, e);
    };
    this.cursorToEnd = () => {
      const input = this.numberInputRef;
      if (!input || (!picked && (input.getRootNode() as ShadowRoot | Document).activeElement !== input)) return;
      picked = false;
      input.focus();
      const end = input.value.length;
      input.setSelectionRange(end, end);
    };
    // The library moves the caret after the "+62" a task after focus, and Tab selects the whole field
    // first: keys typed at once (input outranks timers on a busy page) replaced the calling code and made
    // the number another country's. The caret goes to the end at focus now.
    const focus = this.handleInputFocus;
    this.handleInputFocus = (e: FocusEvent) => {
      focus(e);
      this.cursorToEnd();
    };
    // The library blurs the number field on Enter or Escape (a keyboard user's focus falls to the page),
    // and ignores Escape in a search box with text in it. Escape now closes the list, back on the flag.
    const keydown = this.handleKeydown;
    this.handleKeydown = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (target.classList.contains('form-control') && (e.key === 'Enter' || e.key === 'Escape')) return;
      if (e.key === 'Escape' && this.state.showDropdown) {
        e.preventDefault();
        this.setState({ showDropdown: false, searchValue: '' });
        this.dropdownContainerRef?.querySelector<HTMLElement>('.selected-flag')?.focus();
        return;
      }
      keydown(e);
    };
    const list = this.getCountryDropdownList;
    this.getCountryDropdownList = () => accessibleList(list() as ReactElement<Props>);
  }
}

type Props = { className?: string; children?: ReactNode; role?: string; [key: string]: unknown };
const classOf = (node: ReactNode) => (isValidElement<Props>(node) ? (node.props.className ?? '') : '');

/**
 * The library renders its search box and "no entries" note as items of the `listbox`, which assistive
 * tech cannot make sense of. Same pieces, rebuilt: a scroll container (the library's ref, for its
 * keyboard scrolling), the search box, then a named listbox holding only options.
 */
function accessibleList(ul: ReactElement<Props>): ReactElement {
  const { children, role: _role, ...container } = ul.props;
  const items = Children.toArray(children);
  const options = items.filter((item) => classOf(item).includes('country'));
  const extras = items
    .filter((item) => !classOf(item).includes('country') && isValidElement<Props>(item))
    .map((item) => {
      const { children: inner, className } = (item as ReactElement<Props>).props;
      return createElement('div', { key: String(className), className }, inner);
    });
  const [search, ...notes] = extras.sort((a) => (String(a.key).includes('search') ? -1 : 1));
  return createElement(
    'div',
    container,
    search,
    createElement('ul', { role: 'listbox', 'aria-label': 'Country calling codes', className: 'country-list__options' }, options),
    ...notes,
  );
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

const PLACEHOLDER = 'Enter WhatsApp number';

/**
 * The WhatsApp number: shown formatted, reported as E.164 (`+6281234567890`). Validity is the schema's job.
 * Memoised: typing in the other fields must not re-render the phone library (give it a stable `onChange`).
 * react-phone-input-2 builds its whole country list when it mounts, the costliest part of the form's first
 * render; a stand-in of the same look holds its place until the page is idle or the guest reaches for it.
 */
export const PhoneField = memo(function PhoneField({ id, label, country, value, error, onChange }: PhoneFieldProps) {
  const iso = country.toLowerCase();
  // A number already typed (back from step 2) needs the library's formatting at once.
  const [live, setLive] = useState(() => value !== '');
  const focusWhenLive = useRef(false);
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => (live ? undefined : whenIdle(() => setLive(true))), [live]);
  // Focus that landed on the stand-in moves to the library's input, caret at the end.
  useLayoutEffect(() => {
    if (!live || !focusWhenLive.current) return;
    focusWhenLive.current = false;
    const input = field.current?.querySelector('input');
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [live]);
  const wanted = (focused: boolean) => {
    if (focused) focusWhenLive.current = true;
    setLive(true);
  };
  const inputProps = { ...fieldAria(id, error), part: 'input phone-input', name: 'whatsapp', autoComplete: 'tel', 'aria-required': true } as const;
  return (
    <div className={error ? 'field field--invalid' : 'field'} ref={field}>
      <label className="field__label" htmlFor={id} part="label">
        {label}
      </label>
      {live ? (
        <Input
          country={iso}
          value={value.replace(/^\+/, '')}
          onChange={(digits: string) => onChange(digits ? `+${digits}` : '')}
          placeholder={PLACEHOLDER}
          enableSearch
          disableSearchIcon
          searchPlaceholder="Search country"
          searchNotFound="No country found"
          enableLongNumbers
          specialLabel=""
          inputProps={inputProps}
          containerClass="phone"
          searchClass="phone__search"
        />
      ) : (
        <PhoneStandIn country={iso} placeholder={PLACEHOLDER} inputProps={inputProps} onWanted={wanted} onChange={onChange} />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
});
