import { Children, cloneElement, createElement, isValidElement, memo, useEffect, useLayoutEffect, useRef, useState, type ClipboardEvent, type ReactElement, type ReactNode } from 'react';
import PhoneInput, { type PhoneInputProps } from 'react-phone-input-2';
import type { Messages } from '../i18n';
import { whenIdle } from '../shared/idle';
import { countryNaming, searchable } from './country-names';
import { FieldError, fieldAria } from './field';
import { adoptFlagStyles } from './phone-field.styles';
import { PhoneStandIn } from './phone-stand-in';
import { callingCodeOf, pastedNumber, typedNumber } from './phone-validity';

type Country = { iso2: string; name: string; english?: string; dialCode: string; priority?: number };
type Internals = {
  props: PhoneInputProps & InputExtras;
  dropdownRef: HTMLElement | null;
  dropdownContainerRef: HTMLElement | null;
  numberInputRef: HTMLInputElement | null;
  state: {
    showDropdown: boolean;
    selectedCountry?: Country | 0;
    formattedNumber: string;
    searchValue: string;
    onlyCountries: Country[];
    highlightCountryIndex: number;
  };
  getSearchFilteredCountries(): Country[];
  setState(state: object, then?: () => void): void;
  handleClickOutside(e: MouseEvent): void;
  handleKeydown(e: KeyboardEvent): void;
  handleInput(e: { target: EventTarget | null; nativeEvent?: { data?: string | null } }): void;
  handleInputFocus(e: FocusEvent): void;
  handleFlagItemClick(country: object, e: Event): void;
  handleFlagDropdownClick(e: Event): void;
  cursorToEnd(): void;
  getCountryDropdownList(): ReactElement;
  componentDidUpdate?(prevProps: PhoneInputProps, prevState: Internals['state']): void;
  render(): ReactElement;
};

const Base = PhoneInput as unknown as new (props: PhoneInputProps) => Internals;

/** Names guests search for that are not the country's name in the list (former names too). */
const ALIASES: Record<string, string> = {
  uk: 'gb', britain: 'gb', 'great britain': 'gb', england: 'gb', scotland: 'gb', wales: 'gb', usa: 'us', america: 'us', holland: 'nl', korea: 'kr', uae: 'ae', emirates: 'ae',
  turkey: 'tr', burma: 'mm', swaziland: 'sz', macedonia: 'mk', 'czech republic': 'cz', macau: 'mo',
};

/** The picker's own words, visible or heard; the form passes them in the guest's language. */
export type PhoneTexts = {
  /** The number field's placeholder. */
  placeholder: string;
  /** The country search box's placeholder and accessible name. */
  search: string;
  /** Said when a search finds no country. */
  notFound: string;
  /** The accessible name of the list of countries. */
  list: string;
};

export const PHONE_TEXTS: PhoneTexts = {
  placeholder: 'Enter WhatsApp number',
  search: 'Search country',
  notFound: 'No country found',
  list: 'Country calling codes',
};

type InputExtras = { lang: string; texts: PhoneTexts };

/**
 * The library's countries named and sorted in `lang` (its own list carries no names: the build replaces them
 * with the ISO codes, scripts/patches/phone-input.mjs), with the English name kept for the search. The
 * highlight follows the selected country to its new place.
 */
function localize(state: Internals['state'], lang: string): void {
  const naming = countryNaming(lang);
  const english = countryNaming('en');
  for (const country of state.onlyCountries) {
    country.name = naming.name(country.iso2);
    country.english = english.name(country.iso2);
  }
  state.onlyCountries.sort((a, b) => naming.compare(a.name, b.name));
  state.highlightCountryIndex = state.selectedCountry ? state.onlyCountries.indexOf(state.selectedCountry) : -1;
}

/** Whether a country's name, in the guest's language or in English, holds (or starts with) the search. */
const named = (c: Country, query: string, at: 'start' | 'anywhere') =>
  [c.name, c.english ?? ''].some((name) => (at === 'start' ? searchable(name).startsWith(query) : searchable(name).includes(query)));

/**
 * The search's matches, best first: the library lists every country whose code or name merely contains the
 * search, alphabetically, and Enter takes the first: "india" picked the British Indian Ocean Territory, "uk"
 * Ukraine, "+44" Angola (+244), "+1" Algeria (+213). First an alias ("uk", "usa"), then an exact calling
 * code or country code, then codes and names that start with the search, then the rest.
 */
function bestFirst(found: Country[], search: string, all: Country[]): Country[] {
  const query = searchable(search.trim().replace('+', ''));
  if (!query) return found;
  const alias = ALIASES[query];
  // The library looks at the shown names only: names in English (and without accents) are found too.
  const more = /^\d+$/.test(query) ? [] : all.filter((c) => !found.includes(c) && named(c, query, 'anywhere'));
  const matches = [...found, ...more];
  const listed = alias && !matches.some((c) => c.iso2 === alias) ? [...all.filter((c) => c.iso2 === alias), ...matches] : matches;
  const rank = (c: Country) =>
    c.iso2 === alias ? 0 : c.dialCode === query || c.iso2 === query ? 1 : c.dialCode.startsWith(query) || named(c, query, 'start') ? 2 : 3;
  // Countries that share a calling code (+1, +7) in the library's order of priority: the United States before Canada.
  return [...listed].sort((a, b) => rank(a) - rank(b) || (a.priority ?? 0) - (b.priority ?? 0));
}

/**
 * react-phone-input-2 adapted to a shadow root. Its checks compare `e.target` and
 * `document.activeElement`, which the shadow boundary retargets to our host element, so a mouse pick of
 * a country closed the list before it landed; `composedPath()` and the root's own activeElement see
 * through. Its country listbox also gets an accessible name.
 */
class ShadowSafePhoneInput extends Base {
  constructor(props: PhoneInputProps & InputExtras) {
    super(props);
    localize(this.state, props.lang);
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
    // A click into a number leaves the caret where the guest aimed: the library's own jump to the end, a
    // task after focus (jumpCursorToEnd, off below), came after the click had placed it, so a digit meant
    // for the middle went to the end and a wrong but valid number was sent. A field that holds no more than
    // its calling code still gets the caret after it, once the click has placed it.
    const focus = this.handleInputFocus;
    this.handleInputFocus = (e: FocusEvent) => {
      focus(e);
      this.cursorToEnd();
      const digits = this.numberInputRef?.value.replace(/\D/g, '') ?? '';
      if (digits === (this.state.selectedCountry ? this.state.selectedCountry.dialCode : '')) setTimeout(() => this.cursorToEnd(), 0);
    };
    // The library blurs the number field on Enter or Escape (a keyboard user's focus falls to the page),
    // ignores Escape in a search box with text in it, opens the list on Enter only, and lets Tab walk
    // into its 200-odd options. Now: Space and ArrowDown open it as well; Escape closes it, back on the
    // flag, and goes no further; Tab and Shift+Tab close it and go on from the flag, as they would from a select.
    const keydown = this.handleKeydown;
    this.handleKeydown = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      const open = this.state.showDropdown;
      if (target.classList.contains('form-control') && (e.key === 'Enter' || e.key === 'Escape')) return;
      if (!open && target.classList.contains('selected-flag') && (e.key === ' ' || e.key === 'ArrowDown')) return this.handleFlagDropdownClick(e);
      if (open && (e.key === 'Escape' || e.key === 'Tab')) {
        // Escape is spent closing the list: a host page's dialog or drawer around the form must not
        // close too (many listen on document without checking defaultPrevented).
        if (e.key === 'Escape') {
          e.preventDefault();
          e.stopPropagation();
        }
        this.setState({ showDropdown: false, searchValue: '' });
        this.dropdownContainerRef?.querySelector<HTMLElement>('.selected-flag')?.focus();
        return;
      }
      keydown(e);
    };
    // A "+" typed after a calling code (at most three digits in the field) or over the whole field starts an
    // international number; otherwise the library appends it to the shown code. Digits without a "+" in a
    // field that held no number are a national number of the country shown, unless they follow a "+" just
    // typed (which the library shows as an empty field). A "+" deleted from a number is left to the library.
    const input = this.handleInput;
    let plus = false;
    this.handleInput = (e) => {
      const field = e.target as HTMLInputElement;
      const text = field.value;
      const was = this.state.formattedNumber;
      const typedPlus = e.nativeEvent?.data === '+' && text.replace(/\D/g, '').length <= 3;
      const national = !typedPlus && !plus && !text.includes('+') && text !== was.slice(1);
      if (typedPlus) field.value = '+';
      if (national) field.value = pastedNumber(text, `+${this.state.selectedCountry ? this.state.selectedCountry.dialCode : undefined}`, 0) ?? text;
      plus = typedPlus;
      input(e);
      // The caret goes after what was typed: over a whole number selected, the library put it before.
      if (national) this.setState({}, this.cursorToEnd);
    };
    const filtered = this.getSearchFilteredCountries;
    this.getSearchFilteredCountries = () => bestFirst(filtered(), this.state.searchValue, this.state.onlyCountries);
    const list = this.getCountryDropdownList;
    this.getCountryDropdownList = () => accessibleList(list() as ReactElement<Props>, this.props.texts);
  }

  // Opened near the bottom of the window, or with the page zoomed to 400 % (a window 225 px tall), the
  // list ran off-screen and the arrow keys moved the highlight out of sight: the page did not scroll to
  // it. The list is at most the window's height (CSS) and scrolled into view when it opens.
  componentDidUpdate(prevProps: PhoneInputProps, prevState: Internals['state']): void {
    super.componentDidUpdate?.(prevProps, prevState);
    if (this.state.showDropdown && !prevState.showDropdown) this.dropdownRef?.scrollIntoView({ block: 'nearest' });
  }

  // The library puts its flag button after the number input, though it is drawn on its left: Tab went
  // Email, number, flag (WCAG 2.4.3). The flag goes first; both are positioned, so nothing moves on screen.
  render(): ReactElement {
    return flagFirst(super.render() as ReactElement<Props>);
  }
}

function flagFirst(container: ReactElement<Props>): ReactElement {
  const children = Children.toArray(container.props.children);
  const flag = children.findIndex((child) => classOf(child).includes('flag-dropdown'));
  const input = children.findIndex((child) => isValidElement(child) && child.type === 'input');
  if (flag < 0 || input < 0 || flag < input) return container;
  const [dropdown] = children.splice(flag, 1);
  children.splice(input, 0, dropdown);
  return cloneElement(container, undefined, ...children);
}

type Props = { className?: string; children?: ReactNode; role?: string; [key: string]: unknown };
const classOf = (node: ReactNode) => (isValidElement<Props>(node) ? (node.props.className ?? '') : '');
// One form per shadow root, so fixed ids are unique where they are looked up.
const LIST_ID = 'phone-countries';

/**
 * The library renders its search box and "no entries" note as items of the `listbox`, which assistive
 * tech cannot make sense of. Same pieces, rebuilt: a scroll container (the library's ref, for its
 * keyboard scrolling; out of the Tab order), the search box as a combobox whose active descendant is the
 * highlighted country (arrow keys move the highlight, not the focus), then a named listbox of options, then
 * a status region for "No country found".
 */
function accessibleList(ul: ReactElement<Props>, texts: PhoneTexts): ReactElement {
  const { children, role: _role, ...container } = ul.props;
  const items = Children.toArray(children);
  const options = items.filter((item) => classOf(item).includes('country'));
  const active = options.find((item) => classOf(item).includes('highlight')) as ReactElement<Props> | undefined;
  const activeId = active && `phone-country-${String(active.props['data-country-code'])}`;
  const combobox = { role: 'combobox', 'aria-label': texts.search, 'aria-expanded': true, 'aria-controls': LIST_ID, 'aria-autocomplete': 'list', 'aria-activedescendant': activeId };
  const extras = items
    .filter((item) => !classOf(item).includes('country') && isValidElement<Props>(item))
    .map((item) => {
      const { children: inner, className } = (item as ReactElement<Props>).props;
      const parts = Children.map(inner, (child) => (isValidElement(child) && child.type === 'input' ? cloneElement(child, combobox) : child));
      return createElement('div', { key: String(className), className }, parts);
    });
  const [search, ...notes] = extras.sort((a) => (String(a.key).includes('search') ? -1 : 1));
  const listed = options.map((option) => (option === active ? cloneElement(active, { id: activeId }) : option));
  return createElement(
    'div',
    { ...container, tabIndex: -1 },
    search,
    createElement('ul', { role: 'listbox', id: LIST_ID, 'aria-label': texts.list, className: 'country-list__options' }, listed),
    // A live region that is there from the moment the list opens: "No country found" is announced when a
    // search empties the list (a region inserted together with its text often is not).
    createElement('div', { role: 'status' }, notes),
  );
}

const Input = ShadowSafePhoneInput as unknown as (props: PhoneInputProps & InputExtras) => ReactElement;

export type PhoneFieldProps = {
  id: string;
  label: string;
  country: string;
  value: string;
  error?: string;
  onChange: (e164: string) => void;
  /** The guest's language (a BCP 47 tag): country names and their order. */
  lang?: string;
  /** The picker's words; keep the object stable (a module constant or memoised), the field is memoised. */
  texts?: PhoneTexts;
};

/** The field's texts out of the form's catalogue: one object per language, so the memo holds. */
export const phoneFieldTexts = (t: Messages): PhoneTexts => ({ placeholder: t.whatsappPlaceholder, search: t.countrySearch, notFound: t.countryNotFound, list: t.countryList });

/**
 * The WhatsApp number: shown formatted, reported as E.164 (`+6281234567890`). Validity is the schema's job.
 * Memoised: typing in the other fields must not re-render the phone library (give it a stable `onChange`).
 * react-phone-input-2 builds its whole country list when it mounts, the costliest part of the form's first
 * render; a stand-in of the same look holds its place until the page is idle or the guest reaches for it.
 */
export const PhoneField = memo(function PhoneField({ id, label, country, value, error, onChange, lang = 'en', texts = PHONE_TEXTS }: PhoneFieldProps) {
  // A new default-country (a site's late geo-IP guess) applies to an untouched field only: the library
  // resets its number to the new country's calling code, which wiped a number the guest had typed.
  const preselected = country.toLowerCase();
  const [iso, setIso] = useState(preselected);
  if (iso !== preselected && (value === '' || value === `+${callingCodeOf(iso)}`)) setIso(preselected);
  // A number already typed (back from step 2) needs the library's formatting at once.
  const [live, setLive] = useState(() => value !== '');
  const focusWhenLive = useRef(false);
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => (live ? undefined : whenIdle(() => setLive(true))), [live]);
  // The flags of every country, for the library's list, before the library's first paint.
  useLayoutEffect(() => {
    if (live) adoptFlagStyles(field.current);
  }, [live]);
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
  // Pasted after the preselected "+62", "+44 7911 123456" read as an Indonesian number: a number written
  // internationally replaces the field's, and the library takes its country from it (see pastedNumber).
  const pasted = (e: ClipboardEvent<HTMLInputElement>) => {
    const field = e.currentTarget;
    const number = pastedNumber(e.clipboardData.getData('text'), field.value, field.selectionStart ?? 0);
    if (number === undefined) return;
    e.preventDefault();
    onChange(number);
  };
  const inputProps = { ...fieldAria(id, error), part: 'input phone-input', name: 'whatsapp', autoComplete: 'tel', 'aria-required': true } as const;
  return (
    <div className={error ? 'field field--invalid' : 'field'} ref={field}>
      <label className="field__label" htmlFor={id} part="label">
        {label}
      </label>
      {live ? (
        <Input
          // The library names its countries once, when it mounts: a new language mounts it again (the number stays).
          key={lang}
          lang={lang}
          texts={texts}
          country={iso}
          value={value.replace(/^\+/, '')}
          onChange={(digits: string, shown: { dialCode?: string }) => onChange(typedNumber(digits, shown.dialCode ?? ''))}
          placeholder={texts.placeholder}
          enableSearch
          disableSearchIcon
          searchPlaceholder={texts.search}
          searchNotFound={texts.notFound}
          enableLongNumbers
          jumpCursorToEnd={false}
          specialLabel=""
          inputProps={{ ...inputProps, onPaste: pasted }}
          containerClass="phone"
          searchClass="phone__search"
        />
      ) : (
        <PhoneStandIn country={iso} placeholder={texts.placeholder} inputProps={inputProps} onWanted={wanted} onChange={onChange} />
      )}
      <FieldError id={id} error={error} />
    </div>
  );
});
