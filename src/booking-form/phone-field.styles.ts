import libraryCss from 'react-phone-input-2/lib/style.css';
import { adoptStyles } from '../shared/adopt-styles';

/** The library's rules that place a country's flag in the sprite (a few countries share one). */
const FLAG_RULE = /(\.react-tel-input \.[a-z]+,)*\.react-tel-input \.[a-z]+\{background-position:[^}]*\}/g;

/**
 * The library's flag positions (about 230 rules), adopted when the library replaces its stand-in: until then
 * only the preselected country's flag is drawn (`flagStyle`), and the page's first style pass skips them.
 */
export const phoneFlagStyles = (libraryCss.match(FLAG_RULE) ?? []).join('');

/** `country`'s flag rule's declarations (`background-position:-16px 0`), for the stand-in's one flag. */
export const flagStyle = (country: string): string =>
  (/^[a-z]+$/.test(country) && phoneFlagStyles.match(new RegExp(`\\.${country}(,[^{]*)?\\{([^}]*)`))?.[2]) || '';

/**
 * react-phone-input-2's own stylesheet (flags sprite included, flag positions apart), then our look on top
 * of it. Its fixed 300 px width, Roboto font and grey flag box give way to the widget's theme.
 */
export const phoneInputStyles =
  libraryCss.replace(FLAG_RULE, '') +
  /* css */ `
.react-tel-input { font-family: inherit; font-size: 16px; }
.react-tel-input .form-control {
  width: 100%; height: 48px; font-size: 16px; line-height: 24px; letter-spacing: normal;
  padding: 0 14px 0 60px; color: var(--_text); background: var(--_surface);
  border: 1px solid var(--_border); border-radius: calc(var(--_radius) - 2px);
}
.react-tel-input .form-control::placeholder { color: var(--_muted); opacity: 1; }
.react-tel-input .form-control:focus { border-color: var(--_accent); box-shadow: 0 0 0 3px color-mix(in srgb, var(--_accent) 25%, transparent); }
.react-tel-input .form-control:focus-visible { outline: 2px solid var(--_focus); outline-offset: 1px; }
.react-tel-input .form-control.invalid-number, .react-tel-input .form-control.invalid-number:focus { background: var(--_surface); border-color: var(--_border); }
.react-tel-input .form-control[aria-invalid="true"], .react-tel-input .form-control[aria-invalid="true"]:focus { border-color: var(--_error); }
.react-tel-input .flag-dropdown, .react-tel-input .flag-dropdown.open, .react-tel-input .flag-dropdown.invalid-number {
  background: transparent; border: 0; border-right: 1px solid color-mix(in srgb, var(--_border) 60%, transparent);
  border-radius: calc(var(--_radius) - 2px) 0 0 calc(var(--_radius) - 2px); top: 1px; bottom: 1px; left: 1px;
  /* Before the number input in the DOM (Tab order), above it on screen (the input is positioned, z-index 0). */
  z-index: 1;
}
.react-tel-input .selected-flag, .react-tel-input .flag-dropdown.open .selected-flag { width: 48px; padding: 0 0 0 14px; background: transparent; border-radius: inherit; }
.react-tel-input .selected-flag:hover, .react-tel-input .selected-flag:focus { background: color-mix(in srgb, var(--_accent) 8%, transparent); }
.react-tel-input .selected-flag:focus-visible { outline: 3px solid var(--_focus); outline-offset: 0; }
.react-tel-input .selected-flag .arrow { left: 22px; border-top-color: var(--_muted); }
.react-tel-input .selected-flag .arrow.up { border-bottom-color: var(--_muted); }
.react-tel-input .country-list {
  width: min(340px, calc(100cqw - 34px)); max-height: min(260px, calc(100dvh - 16px)); margin: 6px 0 0 -1px; z-index: 20;
  background: var(--_surface); color: var(--_text); border: 1px solid color-mix(in srgb, var(--_border) 50%, transparent);
  border-radius: calc(var(--_radius) - 2px); box-shadow: 0 12px 32px rgba(15, 23, 42, .18); overflow-y: auto;
}
.react-tel-input .country-list__options { list-style: none; margin: 0; padding: 0 0 6px; }
.react-tel-input .country-list .country { padding: 9px 12px; min-height: 36px; }
.react-tel-input .country-list .country .dial-code { color: var(--_muted); }
.react-tel-input .country-list .country:hover, .react-tel-input .country-list .country.highlight { background: color-mix(in srgb, var(--_accent) 12%, transparent); }
/* The country the arrow keys are on (focus stays in the search box): a focus ring, not only the faint tint
   (1.2:1). Forced colours (High Contrast) drop the tint and keep the ring. */
.react-tel-input .country-list .country.highlight { outline: 2px solid var(--_focus); outline-offset: -2px; }
.react-tel-input .country-list .search { padding: 10px; background: var(--_surface); z-index: 1; }
.react-tel-input .country-list .search-box {
  width: 100%; margin: 0; height: 40px; font-size: 16px; line-height: 24px; padding: 0 12px;
  color: var(--_text); background: var(--_surface); border: 1px solid var(--_border); border-radius: 8px;
}
.react-tel-input .country-list .search-box:focus { border-color: var(--_accent); outline: 2px solid var(--_focus); outline-offset: 1px; }
.react-tel-input .country-list .no-entries-message { padding: 10px 12px; opacity: 1; color: var(--_muted); }
`;

const flagged = new WeakSet<Node>();

/** Adopts the flag positions into the shadow root holding `node`, once per root (the library may mount again). */
export function adoptFlagStyles(node: Node | null): void {
  const root = node?.getRootNode();
  if (root instanceof ShadowRoot && !flagged.has(root)) {
    flagged.add(root);
    adoptStyles(root, [phoneFlagStyles]);
  }
}
